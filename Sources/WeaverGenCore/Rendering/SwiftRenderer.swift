/// The generation stage: the container plans of a valid module in, the files of its generated code
/// out (docs/generated-code.md).
///
/// The code is the header, the imports, then per injectable type sorted by name its resolver
/// protocol and container, then the typealiases nested types use, then the runtime support the
/// containers need; `GeneratedFileLayout` spreads it over one or more files. The same graph and
/// layout always give the same bytes.
enum SwiftRenderer {
  struct GenerationError: Error, CustomStringConvertible {
    var description: String
  }

  /// The files of an analysed module without errors, printed from the plans its analysis checked
  /// (on each platform its dependencies name, if any), so that the code is exactly what the plan
  /// rules (`retain-cycle`, …) describe. The pipeline is the only caller.
  static func render(_ module: ModuleAnalysis, layout: GeneratedFileLayout) throws(GenerationError) -> [GeneratedFile] {
    guard let resolved = module.resolved else {
      throw GenerationError(description: "cannot generate module '\(module.name)': it was not read whole")
    }
    if let variants = module.platformVariants { return try render(variants, of: resolved, layout: layout) }
    guard let plans = module.plans else {
      throw GenerationError(description: "cannot generate module '\(module.name)': it has no container plans")
    }
    return render(plans, of: resolved, layout: layout)
  }

  /// The files of a module whose dependencies name platforms: each type's code as planned on each
  /// platform, once when it is the same everywhere, else under `#if os(...)`, the platforms with
  /// the same code together, and the code for the platforms no dependency names in the `#else`
  /// branch (left out when the graph is incomplete there).
  private static func render(_ variants: [PlatformVariant], of resolved: ResolvedGraph, layout: GeneratedFileLayout)
    throws(GenerationError) -> [GeneratedFile]
  {
    guard !resolved.graph.types.isEmpty else { return layout.emptyFiles }
    let named = variants.filter { $0.platform != nil }
    guard let plans = named.first?.plans, named.allSatisfy({ $0.plans != nil }) else {
      throw GenerationError(description: "cannot generate module '\(resolved.graph.name)': a platform has no plans")
    }
    let first = Array(plans.prefix { $0.type.external == nil })
    let sectionsByVariant = variants.map { variant in
      variant.plans.map { plans in
        plans.prefix { $0.type.external == nil }.map { plan in
          var section = CodeWriter()
          TypeRenderer(plan: plan, plans: plans).write(to: &section)
          return section.text
        }
      }
    }
    let others = variants.firstIndex { $0.platform == nil }.flatMap { sectionsByVariant[$0] }
    let sections = first.indices.map { index in
      var groups: [(text: String, platforms: [Platform])] = []
      for (variant, sections) in zip(variants, sectionsByVariant) {
        guard let platform = variant.platform, let text = sections?[index] else { continue }
        if let group = groups.firstIndex(where: { $0.text == text }) {
          groups[group].platforms.append(platform)
        } else {
          groups.append((text, [platform]))
        }
      }
      return conditionalSection(groups, others: others?[index])
    }
    var opening = CodeWriter()
    opening.line()
    writeImports(resolved.graph.imports, to: &opening)
    var tail = CodeWriter()
    writeNestedNames(first, to: &tail)
    writeRuntimeSupport(variants.flatMap { $0.plans ?? [] }, to: &tail)
    return layout.files(
      opening: opening.text, types: zip(first, sections).map { (name: $0.type.name, section: $1) }, tail: tail.text)
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

  private static func render(_ plans: [ContainerPlan], of resolved: ResolvedGraph, layout: GeneratedFileLayout)
    -> [GeneratedFile]
  {
    guard !plans.isEmpty else { return layout.emptyFiles }
    var opening = CodeWriter()
    opening.line()
    writeImports(resolved.graph.imports, to: &opening)
    // Each type's text depends only on the plans, so the types are written on all cores.
    // Types of other modules that the module registers get no code of their own.
    let local = Array(plans.prefix { $0.type.external == nil })
    let sections = local.concurrentMap { plan in
      var section = CodeWriter()
      TypeRenderer(plan: plan, plans: plans).write(to: &section)
      return section.text
    }
    var tail = CodeWriter()
    writeNestedNames(local, to: &tail)
    writeRuntimeSupport(local, to: &tail)
    return layout.files(
      opening: opening.text, types: zip(local, sections).map { (name: $0.type.name, section: $1) }, tail: tail.text)
  }

  /// Foundation first (the containers use its locks), then the module's imports; an import that
  /// only ever appears inside `#if` is guarded by `#if canImport`.
  private static func writeImports(_ imports: [GeneratedImport], to writer: inout CodeWriter) {
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

  private static func writeNestedNames(_ plans: [ContainerPlan], to writer: inout CodeWriter) {
    let nested = plans.filter { $0.names.nested != nil }
    guard !nested.isEmpty else { return }
    writer.line()
    writer.line("// MARK: - Names used inside nested types")
    for plan in nested {
      guard let names = plan.names.nested else { continue }
      writer.line()
      writer.block("extension \(names.parent) {") { writer in
        writer.line(modifier(plan.protocolAccess) + "typealias \(names.resolver) = \(plan.names.resolver)")
        writer.line(modifier(plan.containerAccess) + "typealias \(names.container) = \(plan.names.container)")
      }
    }
  }

  private static func writeRuntimeSupport(_ plans: [ContainerPlan], to writer: inout CodeWriter) {
    let boxes = RuntimeSupport.boxes(usedBy: plans)
    guard !boxes.isEmpty else { return }
    writer.line()
    writer.line("// MARK: - Runtime support")
    for box in boxes {
      writer.line()
      for line in RuntimeSupport.text(of: box).split(separator: "\n", omittingEmptySubsequences: false) {
        writer.line(String(line))
      }
    }
  }

  /// `"public "` for `"public"`, nothing for `nil`.
  static func modifier(_ access: String?) -> String { access.map { $0 + " " } ?? "" }
}
