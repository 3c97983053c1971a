"""``voice-ono models download whisper`` against a local HTTP server (127.0.0.1 only): checksum, progress,
atomic install, refusal of a wrong file, and the loader's check of the recorded digest."""
from __future__ import annotations

import hashlib
import http.server
import threading
from pathlib import Path
from typing import Iterator

import pytest

from voice_ono.speech.asr import models as M
from voice_ono.speech.asr import whisper as W
from voice_ono.speech.errors import ModelError, RecognizerError

FILES = {"model.bin": b"\x00weights" * 5000, "config.json": b"{}", "tokenizer.json": b"{}", "vocabulary.txt": b"a\n"}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass

    def _file(self) -> bytes | None:
        return self.server.files.get(self.path)  # type: ignore[attr-defined, no-any-return]

    def do_HEAD(self) -> None:
        data = self._file()
        self.send_response(200 if data is not None else 404)
        tag = self.server.linked.get(self.path)  # type: ignore[attr-defined]
        if tag:
            self.send_header("X-Linked-Etag", f'"{tag}"')
        self.end_headers()

    def do_GET(self) -> None:
        self.server.gets.append(self.path)  # type: ignore[attr-defined]
        data = self._file()
        if data is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture
def server() -> Iterator[http.server.ThreadingHTTPServer]:
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    srv.files = {f"/w/{k}": v for k, v in FILES.items()}  # type: ignore[attr-defined]
    srv.linked = {}  # type: ignore[attr-defined]
    srv.gets = []  # type: ignore[attr-defined]
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    srv.base = f"http://127.0.0.1:{srv.server_address[1]}/w"  # type: ignore[attr-defined]
    yield srv
    srv.shutdown()
    srv.server_close()


def test_the_published_checksum_is_checked_and_the_model_installed_at_once(server, tmp_path: Path) -> None:
    digest = hashlib.sha256(FILES["model.bin"]).hexdigest()
    server.linked["/w/model.bin"] = digest
    folder = M.download_whisper(server.base, dest=tmp_path, progress=False)
    assert folder == tmp_path / M.WHISPER_DIR_NAME
    assert {p.name for p in folder.iterdir()} == set(FILES) | {"model.bin.sha256"}
    assert (folder / "model.bin").read_bytes() == FILES["model.bin"]
    assert (folder / "model.bin.sha256").read_text().split()[0] == digest
    assert not list(tmp_path.glob(".*"))  # the temporary folder became the model
    with pytest.raises(ModelError) as again:
        M.download_whisper(server.base, dest=tmp_path, progress=False)
    assert again.value.msg_id == "model-exists"


def test_a_file_that_does_not_match_is_refused_and_not_installed(server, tmp_path: Path) -> None:
    server.linked["/w/model.bin"] = "0" * 64
    with pytest.raises(ModelError) as err:
        M.download_whisper(server.base, dest=tmp_path, progress=False)
    assert err.value.msg_id == "model-checksum"
    assert not (tmp_path / M.WHISPER_DIR_NAME).exists()


def test_with_no_checksum_known_the_digest_is_told(server, tmp_path: Path) -> None:
    told: list[tuple[str, str]] = []
    M.download_whisper(server.base, dest=tmp_path, progress=False, unverified=lambda f, d: told.append((f, d)))
    assert told == [("model.bin", hashlib.sha256(FILES["model.bin"]).hexdigest())]


def test_a_missing_file_on_the_server_is_an_http_error(server, tmp_path: Path) -> None:
    del server.files["/w/tokenizer.json"]
    with pytest.raises(ModelError) as err:
        M.download_whisper(server.base, dest=tmp_path, progress=False, sha256="0" * 64)
    assert err.value.msg_id == "model-http-404"
    assert not (tmp_path / M.WHISPER_DIR_NAME).exists()


def test_a_downloaded_model_changed_on_disk_is_refused_at_load(server, tmp_path: Path, monkeypatch) -> None:
    M.download_whisper(server.base, dest=tmp_path, progress=False, sha256=hashlib.sha256(FILES["model.bin"]).hexdigest())
    monkeypatch.setattr(M, "search_dirs", lambda: [tmp_path])
    found = M.find_whisper_model()
    assert found is not None and found[0] == tmp_path / M.WHISPER_DIR_NAME
    (found[0] / "model.bin").write_bytes(b"tampered")
    with pytest.raises(RecognizerError) as err:
        W.load_model()
    assert err.value.msg_id == "whisper-model-corrupt"
