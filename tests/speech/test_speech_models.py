"""Tests for voice_ono.speech.asr.models against a local HTTP server (127.0.0.1 only)."""

from __future__ import annotations

import hashlib
import http.server
import io
import os
import stat
import threading
import zipfile
from pathlib import Path

import pytest

from voice_ono.speech.asr import models as M


class RangeHandler(http.server.BaseHTTPRequestHandler):
    """Serves ``server.files`` (path -> bytes) with single-range support."""

    def log_message(self, *args):  # keep test output quiet
        pass

    def do_GET(self):
        self.server.requests.append((self.path, self.headers.get("Range")))
        data = self.server.files.get(self.path)
        if data is None:
            self.send_error(404)
            return
        rng = self.headers.get("Range")
        if rng and self.server.ranges:
            start = int(rng.split("=")[1].split("-")[0])
            if start >= len(data):
                self.send_response(416)
                self.send_header("Content-Range", f"bytes */{len(data)}")
                self.end_headers()
                return
            body = data[start:]
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        else:
            body = data
            self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def server():
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), RangeHandler)
    srv.files = {}
    srv.requests = []
    srv.ranges = True
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    srv.base = f"http://127.0.0.1:{srv.server_address[1]}"
    yield srv
    srv.shutdown()
    srv.server_close()


def model_zip(top: str = "vosk-model-test", extra: dict[str, bytes] | None = None, pad: int = 50_000) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as zf:
        zf.writestr(f"{top}/am/final.mdl", os.urandom(pad))
        zf.writestr(f"{top}/conf/model.conf", b"--sample-frequency=16000\n")
        zf.writestr(f"{top}/README", b"fake model\n")
        for name, data in (extra or {}).items():
            zf.writestr(name, data)
    return buf.getvalue()


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    """Point every search folder into tmp_path so real installs are never seen."""
    repo = tmp_path / "repo_models"
    cwd = tmp_path / "cwd"
    user = tmp_path / "user_models"
    for d in (repo, cwd, user):
        d.mkdir()
    monkeypatch.setattr(M, "repo_models_dir", lambda: repo)
    monkeypatch.setattr(M, "user_models_dir", lambda: user)
    monkeypatch.chdir(cwd)
    return repo, cwd / "models", user


def make_model(folder: Path, nested: bool = False) -> Path:
    root = folder / "inner" if nested else folder
    (root / "am").mkdir(parents=True)
    (root / "am" / "final.mdl").write_bytes(b"x" * 10)
    (root / "conf").mkdir()
    return root


def test_download_verify_install(server, tmp_path):
    data = model_zip()
    server.files["/m/vosk-model-test.zip"] = data
    dest = tmp_path / "dest"
    path = M.download_model("vosk-model-test", base_url=server.base + "/m", dest=dest,
                            sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert path == dest / "vosk-model-test"
    assert M.is_model_dir(path)
    assert (path / "conf" / "model.conf").read_bytes() == b"--sample-frequency=16000\n"
    # no leftovers: no .part, no temp dirs
    assert sorted(p.name for p in dest.iterdir()) == ["vosk-model-test"]
    with pytest.raises(M.ModelError, match="^model-exists "):
        M.download_model("vosk-model-test", base_url=server.base + "/m", dest=dest, progress=False)


def test_checksum_mismatch_installs_nothing(server, tmp_path):
    server.files["/vosk-model-test.zip"] = model_zip()
    dest = tmp_path / "dest"
    with pytest.raises(M.ModelError, match="^model-checksum "):
        M.download_model("vosk-model-test", base_url=server.base, dest=dest, sha256="0" * 64, progress=False)
    assert list(dest.iterdir()) == []


def test_known_checksum_table_is_used(server, tmp_path, monkeypatch):
    server.files["/vosk-model-test.zip"] = model_zip()
    monkeypatch.setitem(M.KNOWN_MODELS, "vosk-model-test", ("f" * 64, 1))
    with pytest.raises(M.ModelError, match="expected=f{64}"):
        M.download_model("vosk-model-test", base_url=server.base, dest=tmp_path, progress=False)


def test_published_sha256_file_is_used(server, tmp_path):
    data = model_zip()
    server.files["/vosk-model-test.zip"] = data
    server.files["/vosk-model-test.zip.sha256"] = ("1" * 64 + "  vosk-model-test.zip\n").encode()
    with pytest.raises(M.ModelError, match="^model-checksum "):
        M.download_model("vosk-model-test", base_url=server.base, dest=tmp_path / "a", progress=False)
    server.files["/vosk-model-test.zip.sha256"] = hashlib.sha256(data).hexdigest().encode()
    assert M.is_model_dir(M.download_model("vosk-model-test", base_url=server.base, dest=tmp_path / "b",
                                           progress=False))


def test_unverified_download_says_so(server, tmp_path):
    data = model_zip()
    server.files["/vosk-model-test.zip"] = data
    said: list[str] = []
    M.download_model("vosk-model-test", base_url=server.base, dest=tmp_path, progress=False,
                     unverified=lambda archive, digest: said.extend((archive, digest)))
    assert said == ["vosk-model-test.zip", hashlib.sha256(data).hexdigest()]


def test_file_url_not_a_zip_names_the_file_not_the_part(tmp_path):
    """BT_PLAY 10: the SHA-256 line names the file given, and the error names the URL (the .part is gone)."""
    given = tmp_path / "notazip.txt"
    given.write_bytes(b"plain text")
    said: list[str] = []
    dest = tmp_path / "d"
    with pytest.raises(M.ModelError, match="^model-not-zip ") as err:
        M.download_model(url=given.as_uri(), dest=dest, progress=False,
                         unverified=lambda archive, digest: said.append(archive))
    assert said == ["notazip.txt"]
    assert err.value.values["archive"] == given.as_uri()
    assert list(dest.iterdir()) == []  # no .part left to delete


def test_dest_that_is_a_file_is_a_model_error(tmp_path):
    """BT_PLAY 3: --dest naming a file, or a folder that cannot be made, is said in one line."""
    a_file = tmp_path / "good.json"
    a_file.write_text("{}")
    with pytest.raises(M.ModelError, match="^model-dest-not-folder "):
        M.download_model(url="http://127.0.0.1:1/x", dest=a_file, progress=False)
    with pytest.raises(M.ModelError, match="^model-dest-unusable "):
        M.download_model(url="http://127.0.0.1:1/x", dest=a_file / "below", progress=False)
    assert a_file.read_text() == "{}"


def test_resume_after_truncated_part(server, tmp_path):
    data = model_zip()
    server.files["/vosk-model-test.zip"] = data
    dest = tmp_path / "dest"
    dest.mkdir()
    cut = len(data) // 3
    (dest / ".vosk-model-test.zip.part").write_bytes(data[:cut])
    path = M.download_model("vosk-model-test", base_url=server.base, dest=dest,
                            sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert M.is_model_dir(path)
    assert ("/vosk-model-test.zip", f"bytes={cut}-") in server.requests


def test_server_without_range_restarts_cleanly(server, tmp_path):
    data = model_zip()
    server.files["/vosk-model-test.zip"] = data
    server.ranges = False
    dest = tmp_path / "dest"
    dest.mkdir()
    (dest / ".vosk-model-test.zip.part").write_bytes(b"garbage that is not the start")
    path = M.download_model("vosk-model-test", base_url=server.base, dest=dest,
                            sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert M.is_model_dir(path)


def test_http_404_is_a_model_error(server, tmp_path):
    with pytest.raises(M.ModelError, match="^model-http-404 "):
        M.download_model("no-such-model", base_url=server.base, dest=tmp_path, progress=False)


def test_unreachable_server_is_a_model_error(tmp_path):
    with pytest.raises(M.ModelError, match="^model-download-failed "):
        M.download_model("m", url="http://127.0.0.1:9/m.zip", dest=tmp_path, sha256="0" * 64,
                         progress=False, timeout=2)


@pytest.mark.parametrize("evil", ["../escape.txt", "/abs/escape.txt", "vosk-model-test/../../escape.txt"])
def test_traversal_zip_rejected(server, tmp_path, evil):
    data = model_zip(extra={evil: b"pwned"})
    server.files["/vosk-model-test.zip"] = data
    dest = tmp_path / "a" / "dest"
    with pytest.raises(M.ModelError, match="^model-unsafe-path "):
        M.download_model("vosk-model-test", base_url=server.base, dest=dest,
                         sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert not (dest / "vosk-model-test").exists()
    assert not list(tmp_path.rglob("escape.txt"))
    assert list(dest.iterdir()) == []  # no model, no temp dir, no kept archive


def test_symlink_zip_rejected(tmp_path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        info = zipfile.ZipInfo("model/link")
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        zf.writestr(info, "/etc/passwd")
    archive = tmp_path / "s.zip"
    archive.write_bytes(buf.getvalue())
    with pytest.raises(M.ModelError, match="^model-symlink "):
        M.safe_extract_zip(archive, tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_not_a_zip_rejected(server, tmp_path):
    data = b"<html>not a zip</html>"
    server.files["/vosk-model-test.zip"] = data
    with pytest.raises(M.ModelError, match="^model-not-zip "):
        M.download_model("vosk-model-test", base_url=server.base, dest=tmp_path / "d",
                         sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert not (tmp_path / "d" / "vosk-model-test").exists()


def test_zip_without_model_rejected(server, tmp_path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("something/readme.txt", b"hi")
    data = buf.getvalue()
    server.files["/x.zip"] = data
    with pytest.raises(M.ModelError, match="^model-none-inside "):
        M.download_model("x", base_url=server.base, dest=tmp_path / "d",
                         sha256=hashlib.sha256(data).hexdigest(), progress=False)
    assert not (tmp_path / "d" / "x").exists()


def test_find_model_search_order(isolated, tmp_path):
    repo, cwd_models, user = isolated
    assert M.find_model() is None
    u = make_model(user / "vosk-user")
    assert M.find_model() == u
    make_model(cwd_models / "vosk-cwd", nested=True)  # BT_PLAY 17: ./models of the current folder is not searched
    assert M.find_model() == u and cwd_models.resolve() not in M.search_dirs()
    r = make_model(repo / "vosk-repo", nested=True)  # one level down
    assert M.find_model() == r
    assert M.find_model(name="vosk-user") == u
    e = make_model(tmp_path / "explicit")
    assert M.find_model(e) == e
    with pytest.raises(M.ModelError, match="^model-path-missing "):
        M.find_model(tmp_path / "missing")
    (tmp_path / "empty").mkdir()
    with pytest.raises(M.ModelError, match="^model-not-a-model "):
        M.find_model(tmp_path / "empty")


def test_incomplete_model_not_found(isolated):
    repo, _, _ = isolated
    (repo / "broken" / "am").mkdir(parents=True)  # no final.mdl, no conf
    assert M.find_model() is None


def test_list_models_and_cli(isolated, server, capsys):
    repo, cwd_models, user = isolated
    make_model(repo / "vosk-repo")
    make_model(user / "vosk-user", nested=True)
    got = M.list_models()
    assert [n for n, _, _ in got] == ["vosk-repo", "vosk-user"]
    assert all(size > 0 for _, _, size in got)
    from voice_ono.cli import main
    from voice_ono.narration import text

    assert main(["models", "list"]) == 0
    listed = capsys.readouterr().out
    assert "vosk-repo" in listed and text("models-searched", folders="").strip() in listed and str(user) in listed

    data = model_zip("vosk-model-cli")
    server.files["/vosk-model-cli.zip"] = data
    rc = main(["models", "download", "vosk-model-cli", "--url", server.base + "/vosk-model-cli.zip",
               "--sha256", hashlib.sha256(data).hexdigest(), "--quiet"])
    installed = user / "vosk-model-cli"
    assert rc == 0 and capsys.readouterr().out == text("model-installed", name="vosk-model-cli", path=installed) + "\n"
    assert M.is_model_dir(installed)
    rc = main(["models", "download", "vosk-model-cli", "--url", server.base + "/vosk-model-cli.zip", "--quiet"])
    assert rc == 1
    said = text("model-exists", path=installed) + " " + text("model-exists-fix")
    assert capsys.readouterr().err == f"voice-ono: {said}\n"


def test_file_urls_are_copied_and_bad_ones_say_what_is_wrong(isolated, tmp_path, capsys):
    """Tester: a file:// URL was 'check the network', with no newline at the end."""
    archive = tmp_path / "vosk-model-file.zip"
    archive.write_bytes(model_zip("vosk-model-file"))
    dest = tmp_path / "models"
    assert M.is_model_dir(M.download_model("vosk-model-file", url=archive.as_uri(), dest=dest, progress=False,
                                           sha256=hashlib.sha256(archive.read_bytes()).hexdigest()))
    missing = tmp_path / "gone.zip"
    with pytest.raises(M.ModelError) as err:
        M.download_model("x", url=missing.as_uri(), dest=dest, progress=False)
    assert (err.value.msg_id, err.value.values["path"]) == ("model-file-missing", missing)
    with pytest.raises(M.ModelError) as err:
        M.download_model("x", url="ftp://example.org/x.zip", dest=dest, progress=False)
    assert (err.value.msg_id, err.value.values["scheme"]) == ("model-url-scheme", "ftp")
    assert not (dest / "x").exists() and not list(dest.glob(".x*"))  # nothing left behind

    from voice_ono.cli import main

    assert main(["models", "download", "x", "--url", missing.as_uri(), "--quiet"]) == 1
    err_text = capsys.readouterr().err
    assert err_text.endswith("\n") and err_text.count("\n") == 1
    assert text_of("model-file-missing", path=missing, url=missing.as_uri()) in err_text


def text_of(msg_id, **values):
    from voice_ono.narration import text

    return text(msg_id, **values)


def test_known_default_checksum_shape():
    digest, size = M.KNOWN_MODELS[M.DEFAULT_MODEL]
    assert len(digest) == 64 and int(digest, 16) >= 0
    assert size > 1_000_000
