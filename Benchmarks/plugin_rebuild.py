"""How long a developer waits after editing one annotation in a module built with the plugin.

Builds the package `plugin_app` writes once (debug, `swift build`), then edits one annotation and
reverts it, in turn, timing each incremental `swift build`: wall time, and CPU time of the build
and every job it waited for. A build only counts when it did what the edit needs and nothing
else: the generated code must differ from the previous build's (and equal what the same state
gave before), the generated files and the edited file must have been compiled again, and nothing
outside the app (the tool, its libraries) may have been rebuilt.

A build that also rebuilt something else (SwiftPM now and then relinks the plugin's tool after
an unrelated build) is measured again once from the state before it.

Two parts of each build are read from the processes it ran (`process_watch`, Linux only): the
plugin's tool run, and the compiler job holding the generated code, with the other files that
batch mode put in the same job. SwiftPM's own output cannot tell them: it prints a step's line
when the step ends. The tool is also run alone, with the same arguments, into a scratch folder:
the same work without the build around it.
"""

import os
import re
import shutil
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import generated_code
import measure
import plugin_app
import process_watch

_STEP = re.compile(r"^\[\d+/\d+\] (.*)$")
_BOOKKEEPING = ("Write ", "Planning", "Compiling plugin ")
"""Steps every build prints, whatever changed: the plugins' own executables are looked up in a
cache (and reported as compiled) before each build, and small lists of files are rewritten."""


@dataclass
class Rebuild:
    """One timed incremental build after the edit was made (`edited`) or undone."""

    edited: bool
    wall: float
    cpu: float
    tool_in_build: float | None
    generated_job: float | None
    generated_job_files: list[str] = field(default_factory=list)
    compiled: list[str] = field(default_factory=list)
    generated_changed: list[str] = field(default_factory=list)
    """The generated files whose bytes the edit changed."""
    generated_written: list[str] = field(default_factory=list)
    """The generated files the tool wrote in this build: the changed ones, and any it rewrote as
    they were (which costs their compile for nothing)."""


@dataclass
class PluginRebuild:
    types: int
    edit: str
    initial_build: float
    rebuilds: list[Rebuild]
    tool_alone: measure.Summary
    generated: generated_code.GeneratedSize
    plain_edit: str
    plain_rebuilds: list[Rebuild]
    """The same file edited with an ordinary comment: what any edit of it costs, the floor the
    annotation edit's rebuild cannot go under whatever code is generated."""

    def median(self, value: Callable[[Rebuild], float | None], plain: bool = False) -> float | None:
        values = [value(r) for r in (self.plain_rebuilds if plain else self.rebuilds) if value(r) is not None]
        return statistics.median(values) if values else None


class RebuildInvalid(Exception):
    """The build did not do what the edit needs, so its time would mean nothing."""


class ExtraWork(RebuildInvalid):
    """The build also rebuilt something the edit does not touch (SwiftPM now and then relinks the
    plugin's tool after an unrelated build), so its time is not the edit's."""


def measure_rebuilds(package: Path, types: int, runs: int, validate: Callable[[Path], None], log) -> PluginRebuild:
    sources = package / "Sources" / plugin_app.MODULE
    edit = plugin_app.find_edit(sources)
    edit.revert()
    validate(sources)
    edit.apply()
    validate(sources)
    edit.revert()

    log(f"building the {types:,}-type plugin app (debug), the tool with it")
    initial = measure.run_with_output(["swift", "build"], cwd=str(package))[0].wall
    command = plugin_app.generation_command(package)
    output_folder = package / ".build" / "plugins" / "outputs"
    digests = {False: _digest(output_folder)}
    plain = plugin_app.plain_edit(edit)
    rebuilds, plain_rebuilds = [], []
    try:
        for timed_edit, results in ((edit, rebuilds), (plain, plain_rebuilds)):
            for run in range(runs):
                edited = run % 2 == 0
                log(f"rebuild {run + 1} of {runs} ({'add' if edited else 'remove'} `{timed_edit.line}`)")
                results.append(_timed_rebuild(package, command, output_folder, timed_edit, edited, digests, log))
            timed_edit.revert()
    finally:
        edit.revert()
    tool_alone = _tool_alone(package, command, runs)
    size = generated_code.size(generated_code.generated_files(output_folder))
    return PluginRebuild(types, f"{edit.path.relative_to(sources)}: {edit.line}", initial, rebuilds, tool_alone, size,
                         plain.line, plain_rebuilds)


def _settle(package: Path) -> None:
    """The first build after a clean one (or after other builds) may still redo some of the
    tool's steps; a build that compiles nothing is the state every timed build starts from."""
    for _ in range(3):
        _, lines = measure.run_with_output(["swift", "build"], cwd=str(package))
        if not [step for step in _steps(lines) if not step.startswith(_BOOKKEEPING)]:
            return
    raise RebuildInvalid(f"swift build in {package} keeps doing work with nothing changed")


def _timed_rebuild(package, command, output_folder, edit, edited: bool, digests: dict[bool, str], log) -> Rebuild:
    """Settles the build, makes the change and times the build; once more from the state before
    when the build did extra work."""
    for attempt in (1, 2):
        _settle(package)
        edit.apply() if edited else edit.revert()
        try:
            return _rebuild(package, command, output_folder, edit, edited, digests)
        except ExtraWork as problem:
            if attempt == 2:
                raise
            log(f"{problem}; measuring this rebuild again")
            edit.revert() if edited else edit.apply()
    raise AssertionError("unreachable")


def _rebuild(package, command, output_folder, edit, edited: bool, digests: dict[bool, str]) -> Rebuild:
    before_files = _file_digests(generated_code.generated_files(output_folder))
    before = _digest(output_folder)
    start = time.time()
    with process_watch.ProcessWatch(_watched(package)) as watch:
        run, lines = measure.run_with_output(["swift", "build"], cwd=str(package))
    generated = generated_code.generated_files(output_folder)
    after = generated_code.digest(generated)
    if (after != before) != edit.changes_generated_code:
        raise RebuildInvalid(f"{'adding' if edited else 'removing'} `{edit.line}` in {edit.path} "
                             + ("left the generated code as it was" if after == before else "changed the generated code"))
    if edit.changes_generated_code and digests.setdefault(edited, after) != after:
        raise RebuildInvalid("the same sources generated different code from one build to the next")
    steps = _steps(lines)
    extra = [s for s in steps if not (s.startswith(_BOOKKEEPING) or plugin_app.MODULE in s.split()
                                      or s == command.description)]
    if extra:
        raise ExtraWork("the build did more than the edit needs: " + "; ".join(extra))
    after_files = _file_digests(generated)
    changed = [path for path in generated if before_files.get(path) != after_files[path]]
    written = [path for path in generated if _mtime(path) >= start]
    objects = plugin_app.output_files(package, generated + [edit.path])
    # A compile rewrites the object file or the dependency record, each only when its bytes
    # change: part 1's stamp check compiles to no code (an edit of other parts changes only what
    # part 1 type-checks, its record), and a comment changes the object (its line table) only.
    records = plugin_app.output_files(package, changed + [edit.path], kind="swift-dependencies")
    stale = [str(source) for source in changed + [edit.path]
             if max(_mtime(objects.get(source)), _mtime(records.get(source))) < start]
    if stale:
        raise RebuildInvalid("the build did not compile again: " + ", ".join(stale))
    timeline = _Timeline(watch, generated, objects)
    return Rebuild(edited, run.wall, run.cpu, timeline.tool_run, timeline.generated_job,
                   timeline.generated_job_files, timeline.compiled,
                   [path.name for path in changed], [path.name for path in written])


def _steps(lines: list[str]) -> list[str]:
    return [match.group(1) for line in lines if (match := _STEP.match(line))]


def _digest(folder: Path) -> str:
    return generated_code.digest(generated_code.generated_files(folder))


def _file_digests(files: list[Path]) -> dict[Path, str]:
    return {path: generated_code.digest([path]) for path in files}


def _mtime(path: Path | None) -> float:
    return path.stat().st_mtime if path and path.exists() else 0.0


class _Timeline:
    """The plugin's tool run and the compiler jobs of the app, from the processes the build ran:
    each from its start to the later of its last sighting and the last write of what it produces
    (the generated files; the generated file's object file)."""

    def __init__(self, watch: process_watch.ProcessWatch, generated: list[Path], objects: dict[Path, Path]):
        tools = [p for p in watch.processes.values() if _is_tool(p.arguments)]
        jobs = [p for p in watch.processes.values() if not _is_tool(p.arguments)]
        self.compiled = sorted({Path(f).name for job in jobs for f in _primaries(job.arguments)})
        generated_paths = {str(path) for path in generated}
        generated_jobs = [job for job in jobs if generated_paths & set(_primaries(job.arguments))]
        self.generated_job_files = sorted({Path(f).name for job in generated_jobs for f in _primaries(job.arguments)})
        self.tool_run = _span(tools, [process_watch.to_boot_clock(_mtime(path)) for path in generated])
        self.generated_job = _span(generated_jobs, [process_watch.to_boot_clock(_mtime(objects.get(path)))
                                                    for path in generated])


def _span(processes: list[process_watch.WatchedProcess], writes: list[float]) -> float | None:
    """From the first start to the last sign of life; None when no such process was seen."""
    if not processes:
        return None
    start = min(p.start for p in processes)
    return max([p.last_seen for p in processes] + [w for w in writes if w >= start]) - start


def _is_tool(arguments: list[str]) -> bool:
    return Path(arguments[0]).name.startswith("weaver-gen")


def _primaries(arguments: list[str]) -> list[str]:
    return [arguments[i + 1] for i, a in enumerate(arguments[:-1]) if a == "-primary-file"]


def _watched(package: Path) -> Callable[[list[str]], bool]:
    """The plugin's tool and the compiler jobs with primary files (not the job emitting the module)
    of this package, not another build's on the machine. A job may list its other inputs in a
    file (`-filelist`), but its outputs are always under the package's `.build`."""
    marker = str(package) + "/"

    def match(arguments: list[str]) -> bool:
        if not any(marker in argument for argument in arguments):
            return False
        return _is_tool(arguments) or (Path(arguments[0]).name == "swift-frontend" and bool(_primaries(arguments)))

    return match


def _tool_alone(package: Path, command: plugin_app.GenerationCommand, runs: int) -> measure.Summary:
    """The plugin's command run alone: its work folder (with its input list) copied to a
    scratch folder, the paths in its arguments moved there, its outputs removed before each run."""
    work = command.outputs[0].parent
    scratch = package / ".build" / "bench-tool-alone"
    shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(work, scratch)
    arguments = [argument.replace(str(work), str(scratch)) for argument in command.arguments]

    def remove_outputs():
        for path in generated_code.generated_files(scratch):
            os.unlink(path)

    return measure.measure(arguments, max(runs, 3), remove_outputs)
