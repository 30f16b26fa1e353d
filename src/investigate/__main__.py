from investigate.cli.app import main

main()
