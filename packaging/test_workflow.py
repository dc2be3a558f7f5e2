"""The CI workflow (.github/workflows/build.yml) has the jobs, triggers and uploads it should.

CI's Windows and macOS builds cannot run here, so what can be checked here is: the file reads as
the YAML it means to be, it runs on a version tag and by hand, it builds and smoke-tests on Linux,
Windows and both Mac processors, it uploads each system's download, and every file of this
repository that it runs or copies exists. PyYAML is no dependency of the project, so the file is
read by ``read_workflow`` below, which knows the small part of YAML the workflow uses (block
mappings and sequences, plain and quoted scalars, ``|`` blocks) and refuses anything else.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"

_KEY = re.compile(r"([\w-]+):(?: +(.*))?$")


class WorkflowSyntaxError(ValueError):
    """A line that the subset of YAML read here does not allow."""


def _scalar(text: str) -> str:
    if text[:1] in ("[", "{", "&", "*", "!", ">"):
        raise WorkflowSyntaxError(f"{text!r}: only plain, quoted and | scalars are read here")
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    return text


class _Reader:
    def __init__(self, text: str) -> None:
        if "\t" in text:
            raise WorkflowSyntaxError("tabs are not YAML indentation")
        self.lines = text.splitlines()
        self.at = 0

    def peek(self) -> tuple[int, str] | None:
        """The next line that is neither blank nor a comment: its indent and its text."""
        while self.at < len(self.lines):
            raw = self.lines[self.at]
            text = raw.strip()
            if text and not text.startswith("#"):
                return len(raw) - len(raw.lstrip(" ")), text
            self.at += 1
        return None

    def node(self, deeper_than: int) -> Any:
        line = self.peek()
        if line is None or line[0] <= deeper_than:
            return None
        indent, text = line
        if text == "-" or text.startswith("- "):
            return self.sequence(indent)
        return self.mapping(indent)

    def sequence(self, indent: int) -> list[Any]:
        items: list[Any] = []
        while (line := self.peek()) and line[0] == indent and line[1].startswith("- "):
            rest = line[1][2:]
            if _KEY.match(rest):  # "- key: value" starts a mapping two columns in
                self.lines[self.at] = " " * (indent + 2) + rest
                items.append(self.mapping(indent + 2))
            else:
                self.at += 1
                items.append(_scalar(rest))
        return items

    def mapping(self, indent: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        while (line := self.peek()) and line[0] == indent:
            match = _KEY.match(line[1])
            if match is None:
                raise WorkflowSyntaxError(f"line {self.at + 1}: not a 'key: value' line")
            key, value = match.group(1), (match.group(2) or "").strip()
            if key in result:
                raise WorkflowSyntaxError(f"line {self.at + 1}: {key!r} given twice")
            self.at += 1
            if value == "|":
                result[key] = self.literal(indent)
            elif value:
                result[key] = _scalar(value)
            else:
                result[key] = self.node(indent)
        if line is not None and line[0] > indent:
            raise WorkflowSyntaxError(f"line {self.at + 1}: indented deeper than its block")
        return result

    def literal(self, indent: int) -> str:
        kept: list[str] = []
        while self.at < len(self.lines):
            raw = self.lines[self.at]
            if raw.strip() and len(raw) - len(raw.lstrip(" ")) <= indent:
                break
            kept.append(raw)
            self.at += 1
        depth = min(len(r) - len(r.lstrip(" ")) for r in kept if r.strip())
        return "\n".join(r[depth:] for r in kept).strip("\n") + "\n"


def read_workflow(text: str) -> dict[str, Any]:
    """The workflow as nested dicts, lists and strings (``on`` stays the string ``"on"``)."""
    reader = _Reader(text)
    document = reader.mapping(0)
    if reader.peek() is not None:
        raise WorkflowSyntaxError(f"line {reader.at + 1}: not part of the document")
    return document


@pytest.fixture(scope="module")
def workflow() -> dict[str, Any]:
    return read_workflow(WORKFLOW.read_text(encoding="utf-8"))


def _steps(workflow: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [(name, step) for name, job in workflow["jobs"].items() for step in job["steps"]]


def _runs(workflow: dict[str, Any], job: str) -> str:
    return "\n".join(step.get("run", "") for step in workflow["jobs"][job]["steps"])


def test_it_runs_on_a_version_tag_and_by_hand(workflow: dict[str, Any]) -> None:
    assert workflow["on"] == {"push": {"tags": ["v*"]}, "workflow_dispatch": None}
    assert workflow["permissions"] == {"contents": "read"}


def test_it_builds_on_linux_windows_and_both_macs(workflow: dict[str, Any]) -> None:
    jobs = workflow["jobs"]
    assert set(jobs) == {"linux", "windows", "macos"}
    assert jobs["linux"]["runs-on"].startswith("ubuntu-")
    assert jobs["windows"]["runs-on"].startswith("windows-")
    include = jobs["macos"]["strategy"]["matrix"]["include"]
    assert {entry["arch"] for entry in include} == {"arm64", "x86_64"}
    assert all(entry["runner"].startswith("macos-") for entry in include)
    assert jobs["macos"]["runs-on"] == "${{ matrix.runner }}"
    for name, job in jobs.items():
        runs = _runs(workflow, name)
        assert "packaging/pitch_desktop.spec" in runs, name
        assert re.search(r"pytest .*packaging", runs), f"{name} runs no packaged smoke test"
        setups = [s for s in job["steps"] if s.get("uses", "").startswith("actions/setup-python")]
        assert [s["with"]["python-version"] for s in setups] == ["3.11"], name


def test_every_step_either_uses_an_action_or_runs_a_command(workflow: dict[str, Any]) -> None:
    for job, step in _steps(workflow):
        assert ("uses" in step) != ("run" in step), f"{job}: {step}"
        if "uses" in step:
            assert re.fullmatch(r"actions/[\w-]+@v\d+", step["uses"]), step["uses"]


def test_it_uploads_each_systems_download(workflow: dict[str, Any]) -> None:
    uploads = {
        job: step["with"]["path"]
        for job, step in _steps(workflow)
        if step.get("uses", "").startswith("actions/upload-artifact")
    }
    assert uploads == {
        "linux": "dist/*.deb",
        "windows": "dist/*.zip\ndist/*-setup.exe\n",
        "macos": "dist/*.dmg",
    }
    assert "Compress-Archive" in _runs(workflow, "windows")
    assert "packaging/pitch-desktop.iss" in _runs(workflow, "windows")
    iss = (ROOT / "packaging" / "pitch-desktop.iss").read_text(encoding="utf-8")
    assert "OutputBaseFilename=pitch-desktop-{#AppVersion}-windows-x64-setup" in iss
    mac = _runs(workflow, "macos")
    assert "codesign --force --deep --sign - dist/Pitch.app" in mac
    assert "hdiutil create" in mac
    assert "packaging/build_deb.py" in _runs(workflow, "linux")


def test_every_file_it_runs_or_copies_exists(workflow: dict[str, Any]) -> None:
    named = {
        path
        for _, step in _steps(workflow)
        for path in re.findall(r"(?:packaging|tools|resources)/[\w./-]+", step.get("run", ""))
    }
    assert "packaging/compile_translations.py" in named
    missing = sorted(path for path in named if not (ROOT / path).exists())
    assert missing == []


@pytest.mark.parametrize(
    "text",
    [
        "a: [1, 2]\n",
        "a:\n  b: 1\n    c: 2\n",
        "a: 1\na: 2\n",
        "a:\n\tb: 1\n",
        "just words\n",
    ],
)
def test_the_reader_refuses_what_it_does_not_know(text: str) -> None:
    with pytest.raises(WorkflowSyntaxError):
        read_workflow(text)


def test_the_reader_reads_blocks_lists_and_literals() -> None:
    text = "a:\n  - x\n  - k: 'v'\n    m: |\n      one\n      two\nb: \"c\"\n"
    assert read_workflow(text) == {"a": ["x", {"k": "v", "m": "one\ntwo\n"}], "b": "c"}


def test_every_desktop_hands_invite_links_to_the_game() -> None:
    entry = (ROOT / "resources" / "pitch-desktop.desktop").read_text(encoding="utf-8")
    assert "Exec=pitch-desktop %u\n" in entry
    assert "MimeType=x-scheme-handler/pitch;\n" in entry
    iss = (ROOT / "packaging" / "pitch-desktop.iss").read_text(encoding="utf-8")
    assert 'Subkey: "Software\\Classes\\pitch"; ValueType: string; ValueName: "URL Protocol"' in iss
    assert '""{app}\\pitch-desktop.exe"" ""%1""' in iss
    spec = (ROOT / "packaging" / "pitch_desktop.spec").read_text(encoding="utf-8")
    assert '"CFBundleURLSchemes": ["pitch"]' in spec
