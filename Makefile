# Thin wrappers. Every target builds its own virtual environment first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/seer-stream demo

test: $(STAMP) lint
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check stream tests bench
	$(BIN)/ruff format --check stream tests bench
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/goldset_lexical.py
	$(BIN)/python bench/llm_judge.py
	$(BIN)/python bench/pipeline.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
