"""The root Typer app: registers every command group and turns expected errors into exit codes."""

from __future__ import annotations

from typing import Any

import typer
from typer.core import TyperGroup

from investigate import __version__
from investigate.cli import capture, cases, config_cmd, corpus, doctor, pathways, search, verify
from investigate.envvars import env_help
from investigate.errors import ExitCode, InvestigateError


class _Group(TyperGroup):
    """Every command runs through here: InvestigateError and Ctrl-C become one line and an exit code."""

    def invoke(self, ctx: Any) -> Any:
        from investigate import console

        try:
            return super().invoke(ctx)
        except InvestigateError as exc:
            console.error(exc.message, exc.fix)
            raise typer.Exit(int(exc.code)) from None
        except KeyboardInterrupt:
            console.error(
                "interrupted; everything written so far is saved", "run the command again to resume"
            )
            raise typer.Exit(int(ExitCode.INTERRUPTED)) from None


app = typer.Typer(
    cls=_Group,
    name="investigate",
    help="Evidence-backed investigations of contested topics, each kept as its own git repository.",
    epilog="Environment variables:\n\n" + env_help(),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # Plain help: Typer's rich help imports ~100 ms of modules, doubling start-up for every --help.
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"investigate {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version."
    ),
) -> None:
    """Evidence-backed investigations of contested topics."""


cases.register(app)
doctor.register(app)
search.register(app)
verify.register(app)
capture.register(app)
app.add_typer(config_cmd.app, name="config")
app.add_typer(corpus.app, name="corpus")
app.add_typer(pathways.app, name="pathways")


def main() -> None:
    """Console-script entry point."""
    app()
