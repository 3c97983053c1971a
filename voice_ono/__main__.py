"""``python -m voice_ono`` entry point."""

from voice_ono.cli import main

raise SystemExit(main())
