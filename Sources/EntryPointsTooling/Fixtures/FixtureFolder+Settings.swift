import EntryPoints

extension FixtureFolder {
    /// How a fixture's `args` make the session run: the flags of `entryd`
    /// that change what it writes.
    public struct Settings: Hashable, Sendable {
        /// The session's options (`--emit-state`, `--cold-start`, `--max-held N`).
        public var session: EventSession.Options
        /// `--max-line-bytes N` (default 1 MiB).
        public var maximumLineBytes: Int
        /// `--resolutions FILE`, as written (relative to the fixture's folder);
        /// ``FixtureFolder/settings()`` loads it into ``session``.
        public var resolutionsFile: String?

        /// The settings of `entryd` without flags.
        public init(session: EventSession.Options = .init(), maximumLineBytes: Int = LineReader.defaultMaximumLineBytes)
        {
            self.session = session
            self.maximumLineBytes = maximumLineBytes
        }

        /// The settings that `arguments` (a fixture's `args`) ask for.
        ///
        /// - Throws: `EntryPointsError` with code `fixture.bad-arguments`
        ///   naming a flag that is not one of `--emit-state`, `--cold-start`,
        ///   `--max-line-bytes N`, `--max-held N`, `--resolutions FILE` or
        ///   `--summary` (which only writes to standard error, so it changes
        ///   nothing here), or a bad value.
        public init(arguments: [String], location: String? = nil) throws(EntryPointsError) {
            self.init()
            var iterator = arguments.makeIterator()
            while let argument = iterator.next() {
                switch argument {
                case "--emit-state": session.emitState = true
                case "--cold-start": session.coldStart = true
                case "--summary": break
                case "--resolutions":
                    guard let file = iterator.next() else {
                        throw EntryPointsError(
                            .fixtureBadArguments, "option '--resolutions' needs a file", at: location)
                    }
                    resolutionsFile = file
                case "--max-line-bytes", "--max-held":
                    guard let text = iterator.next(), let number = Int(text), number > 0 else {
                        throw EntryPointsError(
                            .fixtureBadArguments, "option '\(argument)' needs a positive whole number", at: location)
                    }
                    if argument == "--max-held" { session.maxHeld = number } else { maximumLineBytes = number }
                default:
                    throw EntryPointsError(
                        .fixtureBadArguments,
                        "unknown option '\(argument)' (a fixture may use --emit-state, --cold-start, --max-line-bytes N, --max-held N, --resolutions FILE)",
                        at: location)
                }
            }
        }
    }

    /// The settings of this fixture's `args`.
    /// - Throws: `EntryPointsError` for an unreadable file or a bad flag.
    /// A `--resolutions` file is read from the fixture's folder (an absolute path as it is).
    public func settings() throws(EntryPointsError) -> Settings {
        var settings = try Settings(arguments: readArguments(), location: argumentsPath)
        if let file = settings.resolutionsFile {
            settings.session.resolutions = try LinkResolutions.load(
                contentsOf: file.hasPrefix("/") ? file : path + "/" + file)
        }
        return settings
    }
}
