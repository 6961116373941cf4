"""A SwiftPM package that builds a synthetic app the way users build theirs: one target that
applies `WeaverGenPlugin` from this repository, so the plugin rebuild benchmark times the build a
developer waits for after editing an annotation.

Also what that benchmark needs to know about the package and its build: the edit it makes, the
plugin's command as SwiftPM recorded it, and where the generated code and its object files are.
"""

import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "synthetic_app"))
from catalog import SERVICES  # noqa: E402  (the synthetic app's own vocabulary)

MODULE = "BenchApp"
STAMP = "app.json"

_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

// Written by Benchmarks/plugin_app.py: the synthetic app as one target built with WeaverGenPlugin.
let package = Package(
  name: "PluginBenchApp",
  dependencies: [.package(path: {root})],
  targets: [
    .target(name: "{module}", plugins: [.plugin(name: "WeaverGenPlugin", package: {identity})]),
  ],
  swiftLanguageModes: [.v6]
)
"""


def dependency_identity(root: Path) -> str:
    """SwiftPM names a path dependency after its folder, lower-cased (a worktree folder is not
    called `weaver-gen`), and a plugin product is looked up under that identity."""
    return root.name.lower().removesuffix(".git")


TOOL_FILES = "tool-files.json"


def write_package(package: Path, root: Path, app_module: Path, stamp: dict) -> None:
    """Writes the manifest, and copies the app's sources unless the copy is of the same app (so
    the package's build stays incremental from one bench to the next).

    The package's build is removed when the tool's Swift files are not those of its last build (or
    are not known): SwiftPM keeps the plan of a path dependency's targets between builds, and a
    plan made before a file was added to the tool failed the next build (the new file's
    declarations not found)."""
    tool_files = sorted(str(path.relative_to(root)) for folder in ("Sources", "Plugins")
                        for path in (root / folder).rglob("*.swift"))
    tool_files_path = package / TOOL_FILES
    if not tool_files_path.exists() or json.loads(tool_files_path.read_text()) != tool_files:
        shutil.rmtree(package / ".build", ignore_errors=True)
    package.mkdir(parents=True, exist_ok=True)
    tool_files_path.write_text(json.dumps(tool_files, indent=2) + "\n")
    sources = package / "Sources" / MODULE
    stamp_path = package / STAMP
    if not sources.exists() or not stamp_path.exists() or json.loads(stamp_path.read_text()) != stamp:
        shutil.rmtree(sources, ignore_errors=True)
        shutil.copytree(app_module, sources)
        stamp_path.write_text(json.dumps(stamp, indent=2) + "\n")
    manifest = _MANIFEST.format(root=json.dumps(str(root)), module=MODULE,
                                identity=json.dumps(dependency_identity(root)))
    manifest_path = package / "Package.swift"
    if not manifest_path.exists() or manifest_path.read_text() != manifest:
        manifest_path.write_text(manifest)


@dataclass
class SourceEdit:
    """One line added to a source file. The annotation edit is a reference to a shared service
    that the root registers, added to a type that registers nothing (a leaf): valid wherever it
    goes, and it changes the leaf's resolver and what its container must be given, so the
    generated code changes. The plain edit adds an ordinary comment at the same place: the
    generated code stays as it was, so its rebuild is what any edit of that file costs."""

    path: Path
    original: str
    edited: str
    line: str
    changes_generated_code: bool = True

    def apply(self) -> None:
        self.path.write_text(self.edited)

    def revert(self) -> None:
        self.path.write_text(self.original)


def find_edit(module: Path) -> SourceEdit:
    """The first file (sorted) of a feature whose annotations register nothing, with a reference
    line to add after its first reference, naming a service the file does not mention yet."""
    for path in sorted((module / "Features").rglob("*.swift")):
        text = path.read_text()
        lines = text.split("\n")
        annotations = [line.strip() for line in lines if line.strip().startswith("// weaver:")]
        references = [i for i, line in enumerate(lines) if line.strip().startswith("// weaver:") and " <- " in line]
        if not references or any(" = " in line for line in annotations):
            continue
        mentioned = {line.removeprefix("// weaver:").split()[0] for line in annotations}
        service = next((s for s in SERVICES if s.name not in mentioned), None)
        if service is None:
            continue
        first = lines[references[0]]
        indent = first[: len(first) - len(first.lstrip())]
        added = f"{indent}// weaver: {service.name} <- {service.exposed}"
        edited = "\n".join(lines[: references[0] + 1] + [added] + lines[references[0] + 1 :])
        return SourceEdit(path, text, edited, added.strip())
    raise SystemExit(f"bench: no annotated file under {module} has only references to add one to")


def plain_edit(annotation: SourceEdit) -> SourceEdit:
    """The annotation edit's twin: an ordinary comment on the line the annotation would take."""
    added = annotation.line.replace("// weaver:", "// note:", 1)
    indent = next(line for line in annotation.edited.split("\n") if line.strip() == annotation.line)
    indent = indent[: len(indent) - len(indent.lstrip())]
    edited = annotation.edited.replace(indent + annotation.line, indent + added, 1)
    return SourceEdit(annotation.path, annotation.original, edited, added, changes_generated_code=False)


@dataclass
class GenerationCommand:
    """The plugin's build command as SwiftPM wrote it into its build manifest."""

    description: str
    arguments: list[str]
    outputs: list[Path]


def generation_command(package: Path, config: str = "debug") -> GenerationCommand:
    """Reads `.build/<config>.yaml`, where each command has one-line JSON `args` and `outputs`;
    the plugin's is the one that runs the weaver-gen tool."""
    fields: dict[str, str] = {}
    for line in (package / ".build" / f"{config}.yaml").read_text().splitlines():
        key, _, value = line.strip().partition(": ")
        if key in ("outputs", "description", "args"):
            fields[key] = value
        if key == "args" and Path(json.loads(value)[0]).name.startswith("weaver-gen"):
            return GenerationCommand(json.loads(fields["description"]), json.loads(value),
                                     [Path(p) for p in json.loads(fields["outputs"])])
        if not line.strip():
            fields = {}
    raise SystemExit(f"bench: no weaver-gen command in {package}/.build/{config}.yaml")


def output_files(package: Path, sources: list[Path], config: str = "debug", kind: str = "object") -> dict[Path, Path]:
    """The file of a kind (`object`, `swift-dependencies`) the build writes for each source, from
    the driver's output file map."""
    maps = sorted((package / ".build").glob(f"*/{config}/{MODULE}.build/output-file-map.json"))
    if not maps:
        raise SystemExit(f"bench: no output file map for {MODULE} under {package}/.build")
    entries = json.loads(maps[0].read_text())
    return {source: Path(entries[str(source)][kind]) for source in sources if str(source) in entries}
