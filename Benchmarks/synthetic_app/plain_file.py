"""Writes the files without annotations: models, enums, extensions, protocols, helpers and
constants, as most of a real app is. The scanner must read them all and find nothing.

Some hold text that only looks like an annotation (in a string, a doc comment, a block comment),
which the scanner must not take for one.
"""

import random

from catalog import FIELDS, VERBS
from filler import cap

_SUFFIXES = ["Record", "Snapshot", "Payload", "Summary", "Entry", "Descriptor", "Draft", "Item"]
_FIELD_TYPES = [("Int", "0"), ("String", '""'), ("Double", "0"), ("Bool", "false"), ("[String]", "[]"), ("Int?", "nil")]


class PlainFileWriter:
    """Numbers the declarations it writes, so every name in the module is unique."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.counter = 0

    def _name(self, domain: str, suffix: str) -> str:
        self.counter += 1
        return f"{domain}{cap(self.rng.choice(FIELDS))}{suffix}{self.counter}"

    def file(self, domain: str, target_lines: int) -> tuple[str, str]:
        """A file name and its text: blocks until about `target_lines` lines."""
        rng = self.rng
        model = self._name(domain, rng.choice(_SUFFIXES))
        lines = ["import Foundation", ""]
        lines += self._model(model)
        blocks = [self._enum, self._extension, self._protocol, self._function, self._class, self._constants]
        while len(lines) < target_lines:
            block = rng.choice(blocks)
            if block == self._extension:
                blocks.remove(block)  # its method names are per model
            lines.append("")
            lines += block(domain, model)
        return model, "\n".join(lines) + "\n"

    def _model(self, name: str) -> list[str]:
        rng = self.rng
        fields = rng.sample(FIELDS, rng.randint(4, 8))
        conformances = "Hashable, Sendable" + (", Codable" if rng.random() < 0.3 else "")
        lines = [f"/// One {name} as the server sends it and the screens show it.", f"struct {name}: {conformances} {{"]
        for field in fields:
            type_, default = rng.choice(_FIELD_TYPES)
            lines.append(f"  var {field}: {type_} = {default}")
        lines += [
            "",
            "  /// Whether the record has enough to be shown in a list.",
            "  var isDisplayable: Bool {",
            f"    !String(describing: {fields[0]}).isEmpty && {rng.randint(0, 9)} < {rng.randint(10, 99)}",
            "  }",
            "",
            "  func matches(_ term: String) -> Bool {",
            "    guard !term.isEmpty else { return true }",
            f"    return String(describing: {fields[1]}).lowercased().contains(term.lowercased())",
            "  }",
            "}",
        ]
        return lines

    def _enum(self, domain: str, model: str) -> list[str]:
        rng = self.rng
        name = self._name(domain, "Kind")
        cases = rng.sample(VERBS, rng.randint(3, 6))
        lines = [f"/// The kinds of {model} a screen can filter on.", f"enum {name}: String, CaseIterable, Sendable {{"]
        lines += [f"  case {case}" for case in cases]
        lines += ["", "  /// The label shown in the filter menu.", "  var label: String {", "    switch self {"]
        for case in cases:
            lines += [f"    case .{case}:", f'      return "{cap(case)} (\\(rawValue.count))"']
        lines += ["    }", "  }", "}"]
        return lines

    def _extension(self, domain: str, model: str) -> list[str]:
        rng = self.rng
        verb = rng.choice(VERBS)
        return [
            f"extension {model} {{",
            f"  /// A copy ready to {verb}: same fields, fresh identity.",
            f"  func {verb}Copy() -> {model} {{",
            "    var copy = self",
            "    copy = copy.normalized()",
            "    return copy",
            "  }",
            "",
            "  // Normalisation is idempotent; callers rely on that when they retry.",
            f"  func normalized() -> {model} {{",
            "    self",
            "  }",
            "}",
        ]

    def _protocol(self, domain: str, model: str) -> list[str]:
        name = self._name(domain, "Describing")
        return [
            f"/// Anything that can describe a {model} in one line.",
            f"protocol {name} {{",
            f"  func describe(_ value: {model}) -> String",
            "}",
            "",
            f"extension {name} {{",
            f"  func describe(_ value: {model}) -> String {{",
            '    "\\(type(of: value)): \\(value.hashValue)"',
            "  }",
            "}",
        ]

    def _function(self, domain: str, model: str) -> list[str]:
        rng = self.rng
        name = f"score{self._name(domain, 'Values')}"
        threshold = rng.randint(2, 50)
        return [
            f"/// Scores a batch of {model}; values under {threshold} count half.",
            f"func {name}(_ values: [Int]) -> Double {{",
            "  var score = 0.0",
            "  for value in values {",
            f"    if value < {threshold} {{",
            "      score += Double(value) / 2",
            "    } else if value % 2 == 0 {",
            "      score += Double(value)",
            "    } else {",
            "      continue",
            "    }",
            "  }",
            "  return values.isEmpty ? 0 : score / Double(values.count)",
            "}",
        ]

    def _class(self, domain: str, model: str) -> list[str]:
        rng = self.rng
        name = self._name(domain, "Buffer")
        capacity = rng.randint(8, 512)
        return [
            f"/// Keeps the last {capacity} {model} values in memory.",
            f"final class {name} {{",
            f"  private var items: [{model}] = []",
            f"  let capacity = {capacity}",
            "",
            f"  func append(_ item: {model}) {{",
            "    items.append(item)",
            "    if items.count > capacity {",
            "      items.removeFirst(items.count - capacity)",
            "    }",
            "  }",
            "",
            f"  var latest: {model}? {{ items.last }}",
            "}",
        ]

    def _constants(self, domain: str, model: str) -> list[str]:
        rng = self.rng
        name = self._name(domain, "Strings")
        lines = [
            f"/// Texts of the {domain} screens.",
            f"enum {name} {{",
            f'  static let title = "{domain} \\({rng.randint(1, 9)})"',
            f'  static let pattern = #"^{domain.lower()}-[0-9]+$"#',
            "  static let help = \"\"\"",
            f"    Pull to refresh the {domain.lower()} list.",
            "    Tap an entry to open it; swipe to archive.",
            "    \"\"\"",
        ]
        if rng.random() < 0.2:
            # Looks like an annotation, but is inside a string literal: never one.
            lines.append('  static let example = "// weaver: example = Example"')
        lines.append("}")
        if rng.random() < 0.2:
            lines = [
                "/// Not an annotation: `// weaver: logger <- Logger` in a doc comment.",
                "/* weaver: neither <- This */",
            ] + lines
        return lines
