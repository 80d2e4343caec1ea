extension PatternTrie {
    /// What a terminal's match needs, by terminal number. (A match reads it
    /// from ``terminalTable``; what only a miss needs, such as the variant,
    /// stays in ``terminals``; what the search needs of a node is in ``edges``.)
    ///
    /// The facts of a terminal live in four shapes, each for a reader the
    /// others would slow down, and no fact is written by hand into two:
    /// - ``Node``: build-time (the ``Builder`` grows its edge lists and
    ///   literal spellings); the compiled trie keeps it for a miss's
    ///   sentence; never read by a match.
    /// - ``Terminal``: made by the builder; the compiled trie reads it to rank
    ///   two matches (component ranks) and for a miss's sentence (the
    ///   variant); never read by a match.
    /// - ``TerminalRecord`` (with ``Capture``): compiled, what a match needs,
    ///   made once per terminal as it is inserted; a miss reads a record's
    ///   route id by terminal number.
    /// - ``TerminalTable/Slot``: compiled, the same record with its captures
    ///   packed, placed by the node's path hash so a search in a large table
    ///   can ask for it before it knows the terminal. It is copied from the
    ///   record by ``Builder/finish()``; both paths of `entryd` read a match
    ///   from it, the fast path through `match(_:foldFirstSegment:)` over
    ///   ``ByteSegments``.
    @usableFromInline struct HotNodes: Sendable {
        /// One value a terminal's variant captures: a parameter or a named catch-all.
        @usableFromInline struct Capture: Sendable {
            /// The component's position in the variant (the segment it starts at).
            @usableFromInline var position: Int32
            /// Index into ``PatternTrie/converters``, -1 when the value stays a string.
            @usableFromInline var converter: Int32
            /// Index into ``HotNodes/captureNames``.
            @usableFromInline var name: Int32
            @usableFromInline var isCatchAll: Bool

            @inlinable @inline(__always)
            init(position: Int32, converter: Int32, name: Int32, isCatchAll: Bool) {
                self.position = position
                self.converter = converter
                self.name = name
                self.isCatchAll = isCatchAll
            }
        }
        /// What a match needs of its terminal, in one record, so that neither
        /// the `Terminal` nor the `Route` is read.
        ///
        /// NB: the fields are in this order so that the record takes 30 bytes
        /// and fits in a ``TerminalTable/Slot`` with the packed captures.
        @usableFromInline struct TerminalRecord: Sendable {
            /// The id of the terminal's route.
            var routeID: String
            /// The route's index in the table.
            var route: Int32
            /// The terminal's captures: ``HotNodes/captures``[captureStart..<captureEnd].
            var captureStart: Int32
            var captureEnd: Int32
            /// The route's ``Route/admissionFlags`` (a match needs no per-route array).
            var admissionFlags: UInt8
            /// Whether the route declares a type for a name this variant does
            /// not capture: only then can a query item need converting.
            var declaresQueryParameters: Bool
        }
        var terminals: [TerminalRecord] = []
        /// The pattern each terminal came from, as written (``terminals``' order).
        var patterns = PatternList([])
        var captures: [Capture] = []
        /// Every captured name, once.
        var captureNames: [String] = []
    }
}
