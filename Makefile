# Thin wrappers. Every target builds its own virtual environment first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-fast lint lint-code lint-generated bench soak mutate clean system-deps

# Prometheus and Alertmanager from Debian, for the alerting tests (promtool, amtool too); a C
# compiler for the test of the compiled lexical evaluator (setup.py).
SYSTEM_TOOLS := prometheus promtool prometheus-alertmanager amtool gcc
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/seer-stream demo

system-deps:
	@for tool in $(SYSTEM_TOOLS); do command -v $$tool >/dev/null || missing=1; done; \
	if [ -n "$$missing" ]; then \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends \
			prometheus prometheus-alertmanager gcc libc6-dev >/dev/null; \
	fi

# Everything, with coverage of stream/ (worker subprocesses included); tests handed out one
# at a time, the slow ones first (tests/conftest.py), so neither worker idles at the end.
# The Python and the Debian packages install side by side, and so do the two halves of
# lint (each about half a minute on one core); the slowest tests are listed at the end.
SUBMAKE := $(MAKE) --no-print-directory -j 2 --output-sync=target
test:
	$(SUBMAKE) $(STAMP) system-deps
	$(SUBMAKE) lint
	rm -f .coverage .coverage.*
	$(BIN)/python -m pytest -q -n 3 --maxschedchunk 1 --cov --cov-report=term --durations=25

# The unit layer alone: no broker, no server, no binaries; a test per core (about a minute on two).
test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -m unit -n auto

lint: lint-code lint-generated

lint-code: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python deploy/prometheus/build.py --check
	$(BIN)/python deploy/kubernetes/build.py --check
	$(BIN)/python grafana/build.py --check
	$(BIN)/python docs/schema/build.py --check

# The promtool unit tests, generated from deploy/prometheus/config.yaml (most of a minute)
lint-generated: $(STAMP)
	$(BIN)/python deploy/prometheus/tests/build.py --check

bench: $(STAMP) system-deps
	$(BIN)/python bench/goldset_lexical.py
	$(BIN)/python bench/lexical_shapes.py
	$(BIN)/python bench/llm_judge.py
	$(BIN)/python bench/answer_reader.py
	$(BIN)/python bench/pipeline.py
	$(BIN)/python bench/alerting.py
	$(BIN)/python bench/rules_cost.py

soak: $(STAMP)
	$(BIN)/python bench/soak.py

# Mutation testing (mutmut; settings in setup.cfg) of scoring, the pipeline's outcomes, the
# answer reader, the flow limiters, commit bookkeeping and the alert-rule builder, against
# fast unit tests only. A fresh run every time: mutmut keeps an old verdict for an unchanged
# function even when the tests changed. About 4 minutes on 2 cores (docs/testing.md).
# The last line is `mutation score: N%` (tools/mutation_score.py).
mutate: $(STAMP)
	rm -rf mutants
	$(BIN)/mutmut run
	$(BIN)/python tools/mutation_score.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .coverage .coverage.* htmlcov mutants
