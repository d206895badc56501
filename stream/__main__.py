"""`python -m stream` is `seer-stream`."""

import sys

from stream.cli import main

sys.exit(main())
