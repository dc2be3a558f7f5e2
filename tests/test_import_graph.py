"""No module of the package imports itself back, by any road.

import-linter checks which way the layers point; this checks that no circle closes anywhere, in
any room (the window's sub-packages as much as the engine). The graph is read from the source
with ``ast``: an import at the top of a module, one inside a function and one under
``if TYPE_CHECKING:`` count alike. The first two can run into a half-initialised module; the
last never runs, but a circle through it is still two modules that each need the other to be
understood, and the type checker walks it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = "pitch_desktop"
ROOT = Path(__file__).resolve().parents[1] / PACKAGE


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth (``if TYPE_CHECKING:`` bodies included)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (a package stands for its ``__init__``)."""
    paths = sorted(root.rglob("*.py"))
    modules = {_module_name(p, root): p for p in paths}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = node.module or ""
                if node.level:  # relative: from the module's own package upward
                    package = name.split(".") if is_package else name.split(".")[:-1]
                    package = package[: len(package) - (node.level - 1)]
                    base = ".".join([*package, *([base] if base else [])])
                targets = [base]
                # ``from package import module`` imports that module too.
                targets += [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                if target in modules and target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports (its modules in order, the first again at the end), or None."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path: list[str] = [start]
        on_path = {start}
        todo: list[Iterator[str]] = [iter(sorted(graph[start]))]
        while todo:
            nxt = next(todo[-1], None)
            if nxt is None:
                todo.pop()
                done.add(path[-1])
                on_path.discard(path.pop())
            elif nxt in on_path:
                return [*path[path.index(nxt) :], nxt]
            elif nxt not in done:
                path.append(nxt)
                on_path.add(nxt)
                todo.append(iter(sorted(graph[nxt])))
    return None


def test_no_import_cycle_in_the_package() -> None:
    graph = import_graph()
    assert len(graph) > 50  # the whole package was read
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_a_cycle_is_found_and_named() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_an_import_for_the_type_checker_only_closes_a_circle_too(tmp_path: Path) -> None:
    """A package whose only circle runs through ``if TYPE_CHECKING:`` (in both spellings) and
    an import inside a function: the graph has every edge, and the circle is found."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "window.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from pkg import menus\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.seat import Seat\n",
        encoding="utf-8",
    )
    (package / "menus.py").write_text("", encoding="utf-8")
    (package / "seat.py").write_text(
        "import typing\n"
        "if typing.TYPE_CHECKING:\n"
        "    from .window import Window\n"
        "def later():\n"
        "    from pkg import menus\n",
        encoding="utf-8",
    )
    graph = import_graph(package)
    assert graph == {
        "pkg": set(),
        "pkg.menus": set(),
        "pkg.seat": {"pkg", "pkg.menus", "pkg.window"},
        "pkg.window": {"pkg", "pkg.menus", "pkg.seat"},
    }
    assert find_cycle(graph) == ["pkg.seat", "pkg.window", "pkg.seat"]
