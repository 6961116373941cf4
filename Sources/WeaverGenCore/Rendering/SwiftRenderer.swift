/// The generation stage: the container plans of a valid module in, the files of its generated code
/// out (docs/generated-code.md).
///
/// The code is the header, the imports, then per injectable type sorted by name its resolver
/// protocol and container, then the typealiases nested types use, then the runtime support the
/// containers need; `GeneratedFileLayout` spreads it over one or more files. The same graph and
/// layout always give the same bytes. The test doubles of the resolvers (`GeneratedProduct`) are
/// printed through the same path from the same plans, by `ResolverDoubleRenderer`.
enum SwiftRenderer {
  struct GenerationError: Error, CustomStringConvertible {
    var description: String
  }

  /// The files of a module without errors, printed from the plans its analysis checked (on each
  /// platform its dependencies name, if any), so that the code is exactly what the plan rules
  /// (`retain-cycle`, …) describe. The pipeline is the only caller. Types of other modules that
  /// the module registers come after its own in the plans and get no code.
  static func render(
    _ module: PlannedModule, layout: GeneratedFileLayout, printer: some ModuleCodePrinter = ContainerCodePrinter()
  ) throws(GenerationError) -> [GeneratedFile] {
    if let plans = module.plans { return render(plans, of: module.resolved, layout: layout, printer: printer) }
    return try render(module.variants, of: module.resolved, layout: layout, printer: printer)
  }

  /// The files of a module whose dependencies name platforms: each type's code as planned on each
  /// platform, once when it is the same everywhere, else under `#if os(...)`, the platforms with
  /// the same code together, and the code for the platforms no dependency names in the `#else`
  /// branch (left out when the graph is incomplete there).
  private static func render(
    _ variants: [PlatformVariant], of resolved: ResolvedGraph, layout: GeneratedFileLayout,
    printer: some ModuleCodePrinter
  ) throws(GenerationError) -> [GeneratedFile] {
    guard !resolved.graph.types.isEmpty else { return layout.emptyFiles }
    let named = variants.filter { $0.platform != nil }
    guard let plans = named.first?.plans, named.allSatisfy({ $0.plans != nil }) else {
      throw GenerationError(description: "cannot generate module '\(resolved.graph.name)': a platform has no plans")
    }
    let first = Array(plans.prefix { $0.type.external == nil })
    let sectionsByVariant = variants.map { variant in
      variant.plans.map { plans in
        plans.prefix { $0.type.external == nil }.map { plan in printer.section(of: plan, in: plans) }
      }
    }
    let others = variants.firstIndex { $0.platform == nil }.flatMap { sectionsByVariant[$0] }
    let sections = first.indices.map { index in
      conditionalSection(platformGroups(variants, texts: sectionsByVariant.map { $0?[index] }), others: others?[index])
    }
    let entryPoints = variants.map { variant in
      variant.plans.map {
        MainDependencyContainerRenderer.text(for: $0, declaredTypes: resolved.graph.declaredTypes)
      }
    }
    let otherEntryPoints = variants.firstIndex { $0.platform == nil }.flatMap { entryPoints[$0] }
    return layout.files(
      opening: printer.opening(importing: resolved.graph.imports),
      types: zip(first, sections).map { (part: layout.part(ofType: $0.type.name), section: $1) },
      tail: printer.tail(
        first, everyPlatform: variants.flatMap { $0.plans ?? [] },
        entryPoints: conditionalSection(platformGroups(variants, texts: entryPoints), others: otherEntryPoints)))
  }

  /// The named platforms grouped by the text each variant gives (`nil` where it gives none).
  private static func platformGroups(_ variants: [PlatformVariant], texts: [String?]) -> [(
    text: String, platforms: [Platform]
  )] {
    var groups: [(text: String, platforms: [Platform])] = []
    for (variant, text) in zip(variants, texts) {
      guard let platform = variant.platform, let text else { continue }
      if let group = groups.firstIndex(where: { $0.text == text }) {
        groups[group].platforms.append(platform)
      } else {
        groups.append((text, [platform]))
      }
    }
    return groups
  }

  /// One type's code on every platform: as it is when the same everywhere, else an `#if` chain
  /// whose `#else` branch also covers the named platforms that have the others' code.
  private static func conditionalSection(_ groups: [(text: String, platforms: [Platform])], others: String?)
    -> String
  {
    let distinct = groups.filter { $0.text != others }
    guard let others else {
      if groups.count == 1 { return groups[0].text }
      return conditionalChain(groups, otherwise: nil)
    }
    return distinct.isEmpty ? others : conditionalChain(distinct, otherwise: others)
  }

  private static func conditionalChain(_ groups: [(text: String, platforms: [Platform])], otherwise: String?)
    -> String
  {
    var writer = CodeWriter()
    writer.line()
    for (position, group) in groups.enumerated() {
      writer.line("\(position == 0 ? "#if" : "#elseif") \(PlatformVariant.condition(group.platforms))")
      writer.append(group.text)
    }
    if let otherwise {
      writer.line("#else")
      writer.append(otherwise)
    }
    writer.line("#endif")
    return writer.text
  }

  private static func render(
    _ plans: [ContainerPlan], of resolved: ResolvedGraph, layout: GeneratedFileLayout, printer: some ModuleCodePrinter
  ) -> [GeneratedFile] {
    guard !plans.isEmpty else { return layout.emptyFiles }
    // Other modules' types come last, and most modules register none: then the plans are the
    // local ones as they are, not copied plan by plan.
    let local = plans.last?.type.external == nil ? plans : Array(plans.prefix { $0.type.external == nil })
    // Each type's text depends only on the plans, so the types are written on all cores. The
    // module's tail, which reads every plan, is the first task: it runs beside the types, where
    // after them it kept one core busy and the other idle.
    let declaredTypes = resolved.graph.declaredTypes
    let texts = (0..<local.count + 1).concurrentMap { task -> (part: Int, section: String) in
      guard task > 0 else {
        // Part 1, which ends with the tail: `files` is given the tail apart, and reads no part for it.
        return (
          1,
          printer.tail(
            local, everyPlatform: local,
            entryPoints: MainDependencyContainerRenderer.text(for: local, declaredTypes: declaredTypes))
        )
      }
      let plan = local[task - 1]
      return (layout.part(ofType: plan.type.name), printer.section(of: plan, in: plans))
    }
    return layout.files(
      opening: printer.opening(importing: resolved.graph.imports), types: texts.dropFirst(), tail: texts[0].section)
  }

  /// Foundation first (the containers use its locks), then the module's imports; an import that
  /// only ever appears inside `#if` is guarded by `#if canImport`.
  static func writeImports(_ imports: [GeneratedImport], to writer: inout CodeWriter) {
    writer.line("import Foundation")
    for generated in imports where generated.path != "Foundation" {
      let attributes = generated.attributes.map { $0 + " " }.joined()
      if generated.isConditional {
        let module = generated.path.split(separator: ".").first.map(String.init) ?? generated.path
        writer.line("#if canImport(\(module))")
        writer.line("\(attributes)import \(generated.path)")
        writer.line("#endif")
      } else {
        writer.line("\(attributes)import \(generated.path)")
      }
    }
  }

  static func writeNestedNames(_ plans: [ContainerPlan], to writer: inout CodeWriter) {
    // The plans read in place, not filtered into a copy: a copy retains each of a plan's lists.
    guard plans.contains(where: { $0.names.nested != nil }) else { return }
    writer.line()
    writer.line("// MARK: - Names used inside nested types")
    for index in plans.indices {
      guard let names = plans[index].names.nested else { continue }
      writer.line()
      writer.block("extension \(names.parent) {") { writer in
        writer.line(
          "\(modifier(plans[index].protocolAccess))typealias \(names.resolver) = \(plans[index].names.resolver)")
        writer.line(
          "\(modifier(plans[index].containerAccess))typealias \(names.container) = \(plans[index].names.container)")
      }
    }
  }

  static func writeRuntimeSupport(_ plans: [ContainerPlan], to writer: inout CodeWriter) {
    let boxes = RuntimeSupport.boxes(usedBy: plans)
    guard !boxes.isEmpty else { return }
    writer.line()
    writer.line("// MARK: - Runtime support")
    for box in boxes {
      writer.line()
      for line in RuntimeSupport.text(of: box).split(separator: "\n", omittingEmptySubsequences: false) {
        writer.line(Code(String(line)))
      }
    }
  }

  /// `"public "` for `"public"`, nothing for `nil`.
  static func modifier(_ access: String?) -> String { access.map { $0 + " " } ?? "" }
}

/// What one kind of generated code prints around and for each type, so that the containers and
/// the resolvers' test doubles go through the same path (platform variants, file layout) from the
/// same plans.
protocol ModuleCodePrinter: Sendable {
  /// What follows the header: the imports.
  func opening(importing imports: [GeneratedImport]) -> String
  /// One type's code, printed from its plan; `plans` are all the module's, by type index.
  func section(of plan: ContainerPlan, in plans: [ContainerPlan]) -> String
  /// What the module's code shares, at the end of part 1: `plans` are those of the sections,
  /// `everyPlatform` those of every platform variant (the same plans when there are none).
  /// `entryPoints` is Weaver's entry point for the module's roots (`MainDependencyContainerRenderer`),
  /// which only the containers' printer writes.
  func tail(_ plans: [ContainerPlan], everyPlatform: [ContainerPlan], entryPoints: String) -> String
}

/// The module's resolver protocols and containers (`generate`).
struct ContainerCodePrinter: ModuleCodePrinter {
  /// What a type's section is written into before it is compacted: most sections fit.
  private static let sectionCapacity = 4096

  func opening(importing imports: [GeneratedImport]) -> String {
    var opening = CodeWriter()
    opening.line()
    SwiftRenderer.writeImports(imports, to: &opening)
    return opening.text
  }

  func section(of plan: ContainerPlan, in plans: [ContainerPlan]) -> String {
    var section = CodeWriter(reservingCapacity: Self.sectionCapacity)
    TypeRenderer(plan: plan, plans: plans).write(to: &section)
    return section.text
  }

  func tail(_ plans: [ContainerPlan], everyPlatform: [ContainerPlan], entryPoints: String) -> String {
    var tail = CodeWriter()
    SwiftRenderer.writeNestedNames(plans, to: &tail)
    tail.append(entryPoints)
    SwiftRenderer.writeRuntimeSupport(everyPlatform, to: &tail)
    return tail.text
  }
}
