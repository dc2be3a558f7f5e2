# Two commands do all the set-up: `make run` starts the game, `make test` runs every check.
# Each creates its own virtual environment (.venv) first; nothing needs to be installed before
# but Python 3.11 and make.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint unit package bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/pitch-desktop

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

unit: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

test: lint unit

package: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/pitch_desktop.spec

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .pytest_cache .ruff_cache
