"""Realistic code around the annotations: stored and computed properties, methods with loops,
switches, closures, guards, `defer`, `#if`, string interpolation, doc and plain comments.

Each function returns lines indented for a type body (two spaces). Names come from the catalog
so the scanner sees identifiers, keywords and literals in the mix a real app has.
"""

import random

from catalog import FIELDS, VERBS


def cap(word: str) -> str:
    return word[0].upper() + word[1:]


def stored_properties(rng: random.Random, type_name: str) -> list[str]:
    """The state the methods below read and write (`entries`, `visits`)."""
    field = rng.choice(FIELDS)
    return [
        "  private var entries: [String] = []",
        "  private var visits = 0",
        f"  private(set) var is{cap(field)}Loading = false",
        f"  /// The text shown above the {field} list.",
        f'  var headline: String {{ "{type_name} (\\(entries.count) {field})" }}',
    ]


def methods(rng: random.Random, kind: str, count: int, declared: set[str] | None = None) -> list[str]:
    """`count` methods drawn from the templates below; `mutating` where a struct needs it. A
    method whose name is in `declared` (the type's methods so far, in its body or an extension;
    updated) is left out rather than declared twice, after drawing it, so that the app's other
    bytes stay what they were before the check."""
    mutating = "mutating " if kind == "struct" else ""
    templates = [_loop, _switch, _closures, _optional_and_if, _while_defer, _multiline]
    lines: list[str] = []
    used: set[str] = set()
    declared = set() if declared is None else declared
    for _ in range(count):
        field = rng.choice(FIELDS)
        template = rng.choice(templates)
        key = template.__name__ + field
        if key in used:
            continue
        used.add(key)
        method = template(rng, field, mutating)
        name = _method_name(method)
        if name in declared:
            continue
        declared.add(name)
        lines.append("")
        lines += method
    return lines


def _method_name(method: list[str]) -> str:
    declaration = next(line for line in method if "func " in line)
    return declaration.split("func ", 1)[1].split("(", 1)[0]


def _loop(rng, field, mutating):
    step = rng.randint(2, 7)
    return [
        f"  /// Sums every {step}th {field} index below `limit`; zero when there is nothing to load.",
        f"  func load{cap(field)}(limit: Int) -> Int {{",
        "    guard limit > 0 else { return 0 }",
        "    var total = 0",
        f"    for index in 0..<limit where index % {step} == 0 {{",
        "      total += index",
        "    }",
        "    return total",
        "  }",
    ]


def _switch(rng, field, mutating):
    bound = rng.randint(3, 30)
    return [
        f"  /// Updates the status line from the number of {field} entries.",
        f"  {mutating}func update{cap(field)}Status() {{",
        "    switch entries.count {",
        "    case 0:",
        f'      entries.append("no {field} yet")',
        f"    case 1...{bound}:",
        f'      entries.append("\\(entries.count) {field} entries")',
        "    default:",
        "      // Too many to show: start again rather than scroll forever.",
        "      entries.removeAll(keepingCapacity: true)",
        "    }",
        "  }",
    ]


def _closures(rng, field, mutating):
    low = rng.randint(0, 9)
    return [
        f"  /// The {field} labels for `values` at or above {low}, sorted, without duplicates.",
        f"  func sorted{cap(field)}Labels(from values: [Int]) -> [String] {{",
        f"    let unique = Set(values.filter {{ $0 >= {low} }})",
        "    return unique.sorted().map { value in",
        f'      "{cap(field)} #\\(value)"',
        "    }",
        "  }",
    ]


def _optional_and_if(rng, field, mutating):
    return [
        f"  func describe{cap(field)}(_ value: String?) -> String {{",
        "    if let value, !value.isEmpty {",
        f'      return "{field}: \\(value)"',
        "    }",
        "    #if DEBUG",
        f'    return "{field}: <missing in \\(Self.self)>"',
        "    #else",
        f'    return "{field}: -"',
        "    #endif",
        "  }",
    ]


def _while_defer(rng, field, mutating):
    step = rng.randint(2, 9)
    return [
        f"  /// How many batches of {step} fit in `budget`; counts the call as a visit.",
        f"  {mutating}func drain{cap(field)}(budget: Int) -> Int {{",
        "    var remaining = budget",
        "    var batches = 0",
        "    defer { visits += 1 }",
        f"    while remaining > {step} {{",
        f"      remaining -= {step}",
        "      batches += 1",
        "    }",
        "    return batches",
        "  }",
    ]


def _multiline(rng, field, mutating):
    verb = rng.choice(VERBS)
    return [
        "  /* The report is plain text so that support can paste it into a ticket;",
        f"     keep the {field} line first, tools parse it. */",
        f"  func {verb}{cap(field)}Report() -> String {{",
        '    """',
        f"    {field}: \\(entries.first ?? \"none\")",
        "    visits: \\(visits)",
        f"    note: the {verb} step ran \\(entries.count) times",
        '    """',
        "  }",
    ]


def work_method(rng: random.Random, usages: list[str], name: str) -> list[str]:
    """A method that uses the type's dependencies: the code that makes the resolver worth having."""
    verb = rng.choice(VERBS)
    return [
        "",
        f"  /// Runs the {verb} step for {name} and returns a score the caller logs.",
        f"  func {verb}{cap(name)}Step() -> Int {{",
        "    var count = 0",
        *[f"    {usage}" for usage in usages],
        "    count += visits",
        "    return count",
        "  }",
    ]
