import EntryPoints

/// What a substitution variable stands for.
enum SubstitutionValues: Hashable, Sendable {
    /// One character of a class (`$(digit)`).
    case characterClass(AssociationCharacterClass)
    /// Any one of these values; a value may hold `*` and `?` but no variables.
    case alternatives([[AssociationPatternPiece]])
}

/// The substitution variables of one file: its own (`applinks.substitutionVariables`)
/// and the predefined ones, which its own replace.
struct SubstitutionTable: Hashable, Sendable {
    /// The names of the predefined variables.
    static let predefinedNames: Set<String> = Set(
        AssociationCharacterClass.allCases.map(\.rawValue) + ["region", "lang"])

    /// The file's own variables by name.
    var custom: [String: [[AssociationPatternPiece]]] = [:]

    /// What `$(name)` stands for, or `nil` when no variable has that name.
    func values(of name: String) -> SubstitutionValues? {
        if let values = custom[name] { return .alternatives(values) }
        if let characterClass = AssociationCharacterClass(rawValue: name) { return .characterClass(characterClass) }
        switch name {
        case "region": return .alternatives(SubstitutionTable.regions)
        case "lang": return .alternatives(SubstitutionTable.languages)
        default: return nil
        }
    }

    /// Whether `$(name)` stands for the predefined variable of that name
    /// (the file does not define its own).
    func usesPredefined(_ name: String) -> Bool {
        custom[name] == nil && SubstitutionTable.predefinedNames.contains(name)
    }

    /// This table with the predefined `$(region)` and `$(lang)` also standing
    /// for `regions` and `languages`, codes not in their lists (a variable
    /// the file defines is left as it is). For `entryd check`, to tell
    /// whether a rule would match if a code were an ISO one.
    func adding(regions: [String], languages: [String]) -> SubstitutionTable {
        var table = self
        if !regions.isEmpty && usesPredefined("region") {
            table.custom["region"] =
                SubstitutionTable.regions + regions.map { $0.map(AssociationPatternPiece.character) }
        }
        if !languages.isEmpty && usesPredefined("lang") {
            table.custom["lang"] =
                SubstitutionTable.languages + languages.map { $0.map(AssociationPatternPiece.character) }
        }
        return table
    }

    /// Every name `$(…)` may use, for suggestions.
    var allNames: [String] { Array(custom.keys) + SubstitutionTable.predefinedNames }

    // NB: the globals hold plain arrays, not `SubstitutionValues`: a
    // multi-payload enum keeps its case in the spare bits of the array's
    // pointer, which hides the pointer from LeakSanitizer, so
    // `swift test --sanitize=address` reported these one-time lists as leaks.
    private static let regions = AssociationISOCodes.regions.map { $0.map(AssociationPatternPiece.character) }
    private static let languages = AssociationISOCodes.languages.map { $0.map(AssociationPatternPiece.character) }
}
