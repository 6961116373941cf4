/// The generation stage: the container plans of a valid module in, the files of its generated code
/// out (docs/generated-code.md).
///
/// The code is the header, the imports, then per injectable type sorted by name its resolver
/// protocol and container, then the typealiases nested types use, then the runtime support the
/// containers need; `GeneratedFileLayout` spreads it over one or more files. The same graph and
/// layout always give the same bytes.
enum SwiftRenderer {
  /// The files of a module, printed from the container plans that planning worked out and the plan
  /// rules checked, so the code is exactly what `retain-cycle` and the other plan rules describe.
  /// The pipeline is the only caller: it renders a module only when it has no errors.
  static func render(plans: [ContainerPlan], of resolved: ResolvedGraph, layout: GeneratedFileLayout)
    -> [GeneratedFile]
  {
    guard !plans.isEmpty else { return layout.emptyFiles }
    var opening = CodeWriter()
    opening.line()
    writeImports(resolved.graph.imports, to: &opening)
    // Each type's text depends only on the plans, so the types are written on all cores.
    let sections = plans.concurrentMap { plan in
      var section = CodeWriter()
      TypeRenderer(plan: plan, plans: plans).write(to: &section)
      return section.text
    }
    var tail = CodeWriter()
    writeNestedNames(plans, to: &tail)
    writeRuntimeSupport(plans, to: &tail)
    return layout.files(
      opening: opening.text, types: zip(plans, sections).map { (name: $0.type.name, section: $1) }, tail: tail.text)
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
