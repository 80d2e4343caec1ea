import EntryPoints

/// Writes Swift source from a route table: a `TypedRoute` type per route,
/// so a misspelt route id, parameter name, parameter type or result type is
/// a compile error. `entryd generate swift` and the EntryPointsGenerator
/// build-tool plugin both call it.
///
/// ```swift
/// let source = try SwiftGenerator(access: .internal).generate(routesAt: "routes.json")
/// ```
///
/// The same table always gives the same bytes (no dates, no hash order).
/// A table that `entryd check --strict` refuses is refused with the same
/// findings; so is a table with a name that cannot become Swift that
/// compiles and means what the table says (two names that meet in one Swift
/// name, a route type that would hide a library type), each by its JSON
/// path. What is generated, and how each kind of name is made, renamed or
/// refused, is described in the Typed routes article.
public struct SwiftGenerator: Sendable {
    /// The access level of every generated declaration.
    public enum Access: String, Sendable, CaseIterable {
        /// Visible in the module that holds the table (the default, as in
        /// swift-openapi-generator and swift-protobuf).
        case `internal`
        /// Visible to modules that import it; the modules it uses are imported
        /// with `public import`, as a module that imports internally by default needs.
        case `public`
    }

    /// The access level of every generated declaration.
    public var access: Access

    /// A generator writing declarations at `access`.
    public init(access: Access = .internal) {
        self.access = access
    }

    /// The Swift source for the table at `path`.
    /// - Throws: ``SwiftGenerationError`` holding the report of `check --strict`
    ///   when it refuses the table (or the file cannot be read), or the names
    ///   that cannot become Swift names.
    public func generate(routesAt path: String) throws(SwiftGenerationError) -> String {
        let (report, table) = CheckReport.loadAndCheck(routesAt: path, strict: true)
        guard report.status == .passed, let table else { throw SwiftGenerationError(report: report) }
        return try source(for: table)
    }

    /// The Swift source for `table`, refused as ``generate(routesAt:)`` refuses.
    /// - Throws: ``SwiftGenerationError``.
    public func generate(_ table: RouteTable) throws(SwiftGenerationError) -> String {
        let report = CheckReport.check(table, strict: true)
        guard report.status == .passed else { throw SwiftGenerationError(report: report) }
        return try source(for: table)
    }

    /// The source for a table `check --strict` passed.
    func source(for table: RouteTable) throws(SwiftGenerationError) -> String {
        let models: [TypedRouteModel]
        switch Self.models(for: table) {
        case .success(let made): models = made
        case .failure(let problems):
            throw SwiftGenerationError(report: CheckReport(status: .refused, findings: problems.findings, strict: true))
        }
        var writer = SwiftSourceWriter(access: access)
        writer.header(usesFoundation: models.contains(where: \.usesFoundation))
        for model in models { writer.write(model) }
        return writer.text
    }

    /// Every route's model, or every name that cannot become Swift, by JSON path.
    static func models(for table: RouteTable) -> Result<[TypedRouteModel], GenerationProblems> {
        var models: [TypedRouteModel] = []
        models.reserveCapacity(table.routes.count)
        var problems = GenerationProblems()
        // NB: route types and static members share one namespace: inside
        // `extension TypedRoute where Self == …`, a member `_3dRoute` hides the type `_3dRoute`.
        var owners: [String: Int] = [:]
        for (index, route) in table.routes.enumerated() {
            switch TypedRouteModel.make(route, at: index) {
            case .failure(let found):
                problems.findings += found.findings
            case .success(let model):
                if let earlier = owners[model.typeName] ?? owners[model.memberName] {
                    problems.collision(
                        at: "\(model.path).id",
                        "route ids \"\(table.routes[earlier].id)\" (routes[\(earlier)]) and \"\(route.id)\" "
                            + "would both be \(owners[model.typeName] == nil ? model.memberName : model.typeName)")
                    continue
                }
                if TypedRouteModel.libraryTypeNames.contains(model.typeName) {
                    problems.collision(
                        at: "\(model.path).id",
                        "route id \"\(route.id)\" would be the struct \(model.typeName), which would hide "
                            + "EntryPoints.\(model.typeName) from the app's own code")
                    continue
                }
                if TypedRouteModel.reservedMemberNames.contains(model.memberName) {
                    problems.collision(
                        at: "\(model.path).id",
                        "route id \"\(route.id)\" would be .\(model.memberName), which typed routes have")
                    continue
                }
                owners[model.typeName] = index
                owners[model.memberName] = index
                models.append(model)
            }
        }
        return problems.isEmpty ? .success(models) : .failure(problems)
    }
}

/// Why ``SwiftGenerator`` wrote nothing: the report of `check --strict`,
/// or the names it could not make, each by JSON path.
public struct SwiftGenerationError: Error, Sendable, CustomStringConvertible {
    /// The findings, as `entryd check --strict` prints them.
    public var report: CheckReport

    /// The report's text: one line per finding and a summary line.
    public var description: String { report.text() }
}
