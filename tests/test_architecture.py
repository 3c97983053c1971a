"""The import graph of voice_ono: no cycles at all, counting every import
(module-level, inside functions, and type-only ones under ``if TYPE_CHECKING:``;
relative imports resolved), and each layer imports only the layers below it,
counting every import that runs (docs/architecture.md)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator

PACKAGE = Path(__file__).resolve().parents[1] / "voice_ono"


def _graph(package: Path = PACKAGE, type_checking: bool = False) -> dict[str, set[str]]:
    """Module -> the package's modules it imports, from the source (``ast``).

    Imports inside functions always count; those under ``if TYPE_CHECKING:``
    only with ``type_checking``.  ``from a.b import c`` counts ``a.b.c`` when
    that is a module, else ``a.b``.
    """
    root = package.name
    modules: dict[str, Path] = {}
    for path in package.rglob("*.py"):
        parts = path.relative_to(package.parent).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    def nodes(tree: ast.AST) -> Iterator[ast.AST]:
        """Every node, except the bodies of ``if TYPE_CHECKING:`` unless ``type_checking``."""
        stack = [tree]
        while stack:
            node = stack.pop()
            yield node
            for child in ast.iter_child_nodes(node):
                if (not type_checking and isinstance(child, ast.If)
                        and getattr(child.test, "id", getattr(child.test, "attr", None)) == "TYPE_CHECKING"):
                    stack.extend(child.orelse)
                    continue
                stack.append(child)

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        package_name = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in nodes(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str | None] = []
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # from . import x, from ..y import z
                    anchor = package_name.rsplit(".", node.level - 1)[0] if node.level > 1 else package_name
                    base = f"{anchor}.{base}" if base else anchor
                if base == root or base.startswith(root + "."):
                    targets = [known(f"{base}.{a.name}") or known(base) for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [known(a.name) for a in node.names if a.name == root or a.name.startswith(root + ".")]
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


def test_no_import_cycles(tmp_path: Path) -> None:
    graph = _graph(type_checking=True)
    assert len(graph) > 50 and graph["voice_ono.session.loop"], "the scan found the modules and their imports"
    assert "voice_ono.speech.errors" in graph["voice_ono.speech.audio"], "relative imports are resolved"
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]  # the check can fail
    # ... and sees type-only, function-level and relative imports:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n")
    (pkg / "b.py").write_text("def f():\n    from pkg import a\n")
    (pkg / "sub" / "c.py").write_text("from .. import b\nfrom .d import D\n")
    (pkg / "sub" / "d.py").write_text("import pkg.sub.c\n")
    assert sorted(_cycles(_graph(pkg, type_checking=True))) == [["pkg.a", "pkg.b"], ["pkg.sub.c", "pkg.sub.d"]]
    assert _cycles(_graph(pkg)) == [["pkg.sub.c", "pkg.sub.d"]]
    assert _cycles(graph) == []


def test_the_layers_import_only_what_is_below_them():
    below = {
        "voice_ono.rules": {"voice_ono.rules"},
        "voice_ono.bots": {"voice_ono.rules", "voice_ono.bots"},
        # voice_ono.languages: which language is in use (it imports nothing of the package)
        "voice_ono.commands": {"voice_ono.rules", "voice_ono.commands", "voice_ono.languages"},
        "voice_ono.narration": {"voice_ono.rules", "voice_ono.bots", "voice_ono.commands", "voice_ono.narration",
                                "voice_ono.prefs", "voice_ono.files", "voice_ono.languages"},
        # audio in and out: no game, no words (its errors are data that narration words at the edge)
        "voice_ono.speech": {"voice_ono.speech"},
        # enrollment: a dialogue over the speech layer, worded by narration; never the session, app or CLI
        "voice_ono.enroll": {"voice_ono.enroll", "voice_ono.speech", "voice_ono.narration"},
    }
    for module, targets in _graph().items():
        layer = next((k for k in below if module == k or module.startswith(k + ".")), None)
        if layer is None:
            continue
        for target in targets:
            assert any(target == ok or target.startswith(ok + ".") for ok in below[layer]), (module, target)


def test_the_game_never_imports_the_workshop():
    """The workshop (benchmarks, soak and spoken-loop harnesses, stand-in devices, reports) is its own package,
    dev/voice_ono_dev/, outside the game's wheel: no module of voice_ono imports it; the command line names the
    benchmark modules only as strings (``cli.BENCHES``), imported when one is asked for."""
    dev = PACKAGE.parent / "dev" / "voice_ono_dev"
    workshop = _graph(dev)
    assert {"voice_ono_dev.standins", "voice_ono_dev.soak", "voice_ono_dev.spoken_loop", "voice_ono_dev.reports"} \
        <= set(workshop)
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.split(".")[0] == "voice_ono_dev" for n in names), path
    from voice_ono.cli import BENCHES

    assert {module.split(".")[0] for module, _, _ in BENCHES.values()} == {"voice_ono_dev"}


def test_only_the_command_line_reaches_the_demo():
    """The demo (its synthetic player and offline synthesis, voice_ono/demo/) ships in the wheel, but nothing
    of the game imports it: only the command line starts it."""
    graph = _graph()
    assert {"voice_ono.demo.synth", "voice_ono.demo.voice", "voice_ono.demo.game"} <= set(graph)
    for module, targets in graph.items():
        if module.startswith("voice_ono.demo") or module == "voice_ono.cli":
            continue
        assert not any(t.startswith("voice_ono.demo") for t in targets), module
