import EntryPoints

/// One pattern of an association file (`"/": "/buy/*"`), compiled for
/// matching.
///
/// `*` matches zero or more characters, `?` exactly one, `$(name)` any one
/// value of a substitution variable; everything else matches itself. A
/// pattern matches a whole URL component, never a part of it.
///
/// The compiled form is a small nondeterministic automaton, matched by
/// tracking every state at once, so no pattern can make matching
/// exponential: see `matches(_:orWithTrailingSlash:)`.
struct AssociationPattern: Hashable, Sendable {
    /// One step of the automaton. Nodes that consume a character continue at
    /// the next index.
    enum Node: Hashable, Sendable {
        /// One character equal to this one.
        case character(Character)
        /// Any one character (`?`).
        case anyCharacter
        /// Zero or more characters (`*`): loops on itself, or moves on.
        case anyString
        /// One character of a predefined class (`$(digit)`).
        case characterClass(AssociationCharacterClass)
        /// Continues at each of these nodes without consuming (alternatives).
        case branch([Int])
        /// Continues at this node without consuming.
        case jump(Int)
        /// The whole pattern has matched.
        case accept
    }

    /// The pattern as written in the file.
    let source: String
    /// Whether the pattern and the text are compared after lowercasing.
    let foldsCase: Bool
    /// The automaton; the last node is `Node/accept`.
    let nodes: [Node]

    /// Compiles `text`. With `foldsCase`, literal characters and variable
    /// values are lowercased; the text matched must then be lowercased too.
    ///
    /// - Parameter source: the text to report as the pattern, when `text` is
    ///   a normalized form of it.
    /// - Parameter maximumNodes: the most nodes the pattern may compile to,
    ///   its variables' values included; checked after each piece, so a
    ///   pattern that would expand a large variable many times stops early
    ///   with ``AssociationPatternError/tooLarge``.
    init(
        _ text: String, source: String? = nil, foldsCase: Bool, variables: SubstitutionTable,
        maximumNodes: Int = .max
    ) throws(AssociationPatternError) {
        self.source = source ?? text
        self.foldsCase = foldsCase
        var builder = Builder(foldsCase: foldsCase)
        for piece in try AssociationPatternPiece.parse(text) {
            if case .variable(let name) = piece {
                guard let values = variables.values(of: name) else {
                    throw .undefinedVariable(name)
                }
                builder.append(values)
            } else {
                builder.append(piece)
            }
            guard builder.nodes.count < maximumNodes else { throw .tooLarge }
        }
        builder.nodes.append(.accept)
        self.nodes = builder.nodes
    }

    /// Compiles a `/` pattern: a missing leading `/` is supplied (unless the
    /// pattern starts with `*`, which already matches it) and trailing `/`s
    /// are dropped, as `AssociationSubject` does to the URL's path.
    init(path text: String, foldsCase: Bool, variables: SubstitutionTable, maximumNodes: Int = .max)
        throws(AssociationPatternError)
    {
        try self.init(
            AssociationPattern.normalizedPath(text), source: text, foldsCase: foldsCase, variables: variables,
            maximumNodes: maximumNodes)
    }

    /// Compiles a path pattern that uses no substitution variables: `*` and
    /// `?` are wildcards, and every other character, `$` included, is literal.
    init(pathWithoutVariables text: String, foldsCase: Bool) {
        self.source = text
        self.foldsCase = foldsCase
        var builder = Builder(foldsCase: foldsCase)
        for character in AssociationPattern.normalizedPath(text) {
            switch character {
            case "*": builder.append(.anyString)
            case "?": builder.append(.anyCharacter)
            default: builder.append(.character(character))
            }
        }
        builder.nodes.append(.accept)
        self.nodes = builder.nodes
    }

    /// `path` with a leading `/` (unless it starts with `*`) and no trailing `/`.
    static func normalizedPath(_ path: String) -> String {
        var text = Substring(path)
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.isEmpty || text.hasPrefix("/") || text.hasPrefix("*") { return String(text) }
        return "/" + text
    }

    /// Appends pieces as nodes.
    private struct Builder {
        let foldsCase: Bool
        var nodes: [Node] = []

        mutating func append(_ piece: AssociationPatternPiece) {
            switch piece {
            case .character(let character):
                if foldsCase {
                    for lowered in character.lowercased() { nodes.append(.character(lowered)) }
                } else {
                    nodes.append(.character(character))
                }
            case .anyCharacter: nodes.append(.anyCharacter)
            case .anyString: nodes.append(.anyString)
            case .variable: break  // NB: resolved by the caller; values never nest.
            }
        }

        mutating func append(_ values: SubstitutionValues) {
            switch values {
            case .characterClass(let characterClass):
                nodes.append(.characterClass(characterClass))
            case .alternatives(let alternatives):
                // A branch to the start of each alternative; each ends with a
                // jump past the last one.
                let branch = nodes.count
                nodes.append(.branch([]))
                var starts: [Int] = []
                var jumps: [Int] = []
                // NB: values without wildcards share their prefixes (a trie),
                // so the 615 codes of `$(lang)` cost a few states per
                // character, not 615.
                var trie = LiteralTrie()
                for alternative in alternatives {
                    if let characters = literalCharacters(alternative) {
                        trie.insert(characters)
                        continue
                    }
                    starts.append(nodes.count)
                    for piece in alternative { append(piece) }
                    jumps.append(nodes.count)
                    nodes.append(.jump(0))
                }
                if trie.hasValues {
                    starts.append(nodes.count)
                    append(trie, from: 0, jumps: &jumps)
                }
                let end = nodes.count
                for jump in jumps { nodes[jump] = .jump(end) }
                nodes[branch] = .branch(starts)
            }
        }

        /// The characters `pieces` match when they are all literal, lowercased
        /// one by one as appending them as pieces would.
        private func literalCharacters(_ pieces: [AssociationPatternPiece]) -> [Character]? {
            var characters: [Character] = []
            for piece in pieces {
                guard case .character(let character) = piece else { return nil }
                if foldsCase { characters += character.lowercased() } else { characters.append(character) }
            }
            return characters
        }

        /// Appends the trie's node `index`: a branch to each child's character
        /// (followed by the child) and, where a value ends, to a jump that
        /// `jumps` records.
        private mutating func append(_ trie: LiteralTrie, from index: Int, jumps: inout [Int]) {
            let branch = nodes.count
            nodes.append(.branch([]))
            var targets: [Int] = []
            if trie.nodes[index].isEnd {
                targets.append(nodes.count)
                jumps.append(nodes.count)
                nodes.append(.jump(0))
            }
            for (character, child) in trie.nodes[index].children {
                targets.append(nodes.count)
                nodes.append(.character(character))
                append(trie, from: child, jumps: &jumps)
            }
            nodes[branch] = .branch(targets)
        }
    }

    /// The literal values of a variable as a prefix tree; node 0 is the root.
    private struct LiteralTrie {
        struct Node {
            var children: [(Character, Int)] = []
            var isEnd = false
        }

        var nodes = [Node()]

        /// Whether any value was inserted.
        var hasValues: Bool { nodes.count > 1 || nodes[0].isEnd }

        mutating func insert(_ characters: [Character]) {
            var index = 0
            for character in characters {
                if let child = nodes[index].children.first(where: { $0.0 == character })?.1 {
                    index = child
                } else {
                    nodes.append(Node())
                    nodes[index].children.append((character, nodes.count - 1))
                    index = nodes.count - 1
                }
            }
            nodes[index].isEnd = true
        }
    }
}

/// Why a pattern cannot be compiled.
enum AssociationPatternError: Error, Hashable, Sendable {
    /// `$(` without a closing `)`.
    case unterminatedVariable
    /// `$()`.
    case emptyVariableName
    /// `$(name)` names no custom or predefined variable.
    case undefinedVariable(String)
    /// The file's patterns, variables expanded, pass ``AssociationParser/maximumStates``.
    case tooLarge
}

/// One piece of a pattern's text.
enum AssociationPatternPiece: Hashable, Sendable {
    /// A character that matches itself.
    case character(Character)
    /// `?`
    case anyCharacter
    /// `*`
    case anyString
    /// `$(name)`
    case variable(String)

    /// The pieces of `text`. A `$` not followed by `(` is an ordinary character.
    static func parse(_ text: String) throws(AssociationPatternError) -> [AssociationPatternPiece] {
        var pieces: [AssociationPatternPiece] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "$", next < text.endIndex, text[next] == "(" {
                var end = text.index(after: next)
                // NB: Apple's rule: names may hold any character but `$`, `(` and `)`.
                while end < text.endIndex, !"$()".contains(text[end]) { end = text.index(after: end) }
                guard end < text.endIndex, text[end] == ")" else { throw .unterminatedVariable }
                let name = String(text[text.index(after: next)..<end])
                guard !name.isEmpty else { throw .emptyVariableName }
                pieces.append(.variable(name))
                index = text.index(after: end)
                continue
            }
            switch character {
            case "*": pieces.append(.anyString)
            case "?": pieces.append(.anyCharacter)
            default: pieces.append(.character(character))
            }
            index = next
        }
        return pieces
    }
}
