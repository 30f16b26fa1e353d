"""An attribute computed on first read and kept on the instance."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Self, TypeVar, overload

_T = TypeVar("_T")


class cached_attribute(Generic[_T]):
    """``functools.cached_property`` without its lock.

    Python 3.11's takes a lock on every first read; a run makes hundreds of thousands of first
    reads of figures' attributes, and computing one twice in two threads is harmless.
    """

    def __init__(self, compute: Callable[[Any], _T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> Self: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> _T: ...

    def __get__(self, instance: object, owner: type | None = None) -> _T | Self:
        if instance is None:
            return self
        # Kept in the instance's __dict__, which later reads find before this descriptor.
        value = instance.__dict__[self.name] = self.compute(instance)
        return value
