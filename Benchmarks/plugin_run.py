"""The build plugin's run of weaver-gen after an edit, as a build runs it (docs/performance.md, stop 42).

The plugin passes the target's files in a list, asks for every part into its work directory, names
the configuration (`--no-config` here) and keeps an analysis cache there, so after an edit one file
is analysed again, and when the edit changes no file's summary but its positions, the run memo
stands for the rest (docs/architecture.md, "The run memo"). Measured on a copy of the default app,
warmed by two runs, for three kinds of edit made before each timed run: none, a line added at the
start of a type's first method (a comment, so that a body that is one expression stays valid; to
weaver-gen any line there is new bytes that move every declaration below it), and an annotation's
type changed back and forth (which the graph must check). Each run is a fresh process, as in a build.
"""

import re
import shutil
from pathlib import Path

import measure

# The edits: a line at the start of the first method after an `init(injecting:)`, and a parameter
# of type `Int` made `Int?` and back, in the first file (by path) that has both.
METHOD = re.compile(r"init\(injecting[^\n]*\n(?:.*\n)*?(  func [^\n]*\{\n)")
PARAMETER = re.compile(r"// weaver: \w+ <= Int\n")


def command(binary: Path, root: Path, file_count: int) -> list[str]:
    # The part count is the plugin's for that many files (`GeneratedPartCount.forInputFileCount`).
    parts = min(max(file_count // 50, 1), 32)
    return [str(binary), "generate", "--quiet", "--input-list", str(root / "inputs.txt"), "--module-name",
            "BenchApp", "--parts", str(parts), "--output-directory", str(root / "out"), "--no-config",
            "--analysis-cache", str(root / "analysis-cache")]


def measure_edits(binary: Path, source: Path, work: Path, runs: int) -> dict[str, measure.Summary] | None:
    """The runs of each kind of edit; `None` when no file of the app can be edited as above."""
    root = work / "plugin-run"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(source, root / source.name)
    files = sorted((root / source.name).rglob("*.swift"))
    edited = next((path for path in files
                   if METHOD.search(text := path.read_text()) and PARAMETER.search(text)), None)
    if edited is None:
        return None
    (root / "inputs.txt").write_text("".join(f"{path}\n" for path in files))
    run = command(binary, root, len(files))
    for _ in range(2):
        measure.run_once(run)
    count = 0
    start: int | None = None

    def body_edit():
        nonlocal count
        count += 1
        text = edited.read_text()
        line = METHOD.search(text)
        edited.write_text(text[:line.end(1)] + f"    // Edit {count}.\n" + text[line.end(1):])

    def annotation_edit():
        # Found after the body edits, which may move it; from then on only the line's end changes.
        nonlocal start
        text = edited.read_text()
        if start is None:
            start = PARAMETER.search(text).start()
        end = text.index("\n", start)
        line = text[start:end]
        edited.write_text(text[:start] + (line[:-1] if line.endswith("?") else line + "?") + text[end:])

    return {
        "no edit": measure.measure(run, runs),
        "a line added in a method's body": measure.measure(run, runs, body_edit),
        "an annotation's type changed": measure.measure(run, runs, annotation_edit),
    }
