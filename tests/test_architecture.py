"""The import graph of voice_ono: no import-time cycles (module-level imports;
imports under ``if TYPE_CHECKING:`` never run, and an import inside a function
runs after every module is loaded), and each layer imports only the layers
below it, counting every import (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "voice_ono"


def _graph(module_level: bool = False) -> dict[str, set[str]]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        modules[name] = path

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    def runtime_nodes(tree: ast.AST):
        """Every node, except the bodies of ``if TYPE_CHECKING:`` (and of functions, with ``module_level``)."""
        stack = [tree]
        while stack:
            node = stack.pop()
            yield node
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.If) and getattr(child.test, "id", None) == "TYPE_CHECKING":
                    stack.extend(child.orelse)
                    continue
                if module_level and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                stack.append(child)

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("voice_ono"):
                targets = [known(f"{node.module}.{a.name}") or known(node.module) for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [known(a.name) for a in node.names if a.name.startswith("voice_ono")]
            graph[module] |= {t for t in targets if t and t != module}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_no_import_cycles():
    graph = _graph(module_level=True)
    assert len(graph) > 50 and graph["voice_ono.session.loop"], "the scan found the modules and their imports"
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]  # the check can fail
    assert _cycles(graph) == []


def test_the_layers_import_only_what_is_below_them():
    below = {
        "voice_ono.rules": {"voice_ono.rules"},
        "voice_ono.bots": {"voice_ono.rules", "voice_ono.bots"},
        "voice_ono.commands": {"voice_ono.rules", "voice_ono.commands"},
        "voice_ono.narration": {"voice_ono.rules", "voice_ono.bots", "voice_ono.commands", "voice_ono.narration",
                                "voice_ono.prefs", "voice_ono.files"},
    }
    for module, targets in _graph().items():
        layer = next((k for k in below if module == k or module.startswith(k + ".")), None)
        if layer is None:
            continue
        for target in targets:
            assert any(target == ok or target.startswith(ok + ".") for ok in below[layer]), (module, target)


def test_nothing_in_the_game_imports_the_tools():
    for module, targets in _graph().items():
        if module.startswith("voice_ono.tools") or module == "voice_ono.cli":
            continue
        assert not any(t.startswith("voice_ono.tools") for t in targets), module
