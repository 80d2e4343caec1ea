import EntryPoints
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension EntryHandOff {
    /// The member of the line that holds its creation time, in seconds since 1970.
    static let createdMember = "created"

    /// Leaves `entry` for the full app, created at `created`, replacing an
    /// entry left before and not yet taken.
    ///
    /// NB: written under a name of its own, then renamed into place: a
    /// reader sees the whole line or no file, never part of it.
    /// - Throws: `EntryPointsError` with code `handoff.not-written`
    ///   when the folder cannot be written, or the entry's line is over ``maximumFileSize``.
    public func leave(_ entry: EntryPoint, at created: Date = Date()) throws(EntryPointsError) {
        var event = entry.event
        event[Self.createdMember] = .number(JSONNumber(created.timeIntervalSince1970))
        let line = Array((JSONValue.object(event).jsonText + "\n").utf8)
        guard line.count <= Self.maximumFileSize else {
            throw EntryPointsError(
                .handOffNotWritten,
                "the entry's line is \(line.count) bytes, over the hand-off's limit of \(Self.maximumFileSize)")
        }
        let writing = privateFile("writing")
        do {
            try Data(line).write(to: writing, options: .withoutOverwriting)
        } catch {
            throw EntryPointsError(.handOffNotWritten, "cannot write \(writing.path): \(error)", at: folder.path)
        }
        guard rename(writing.path, file.path) == 0 else {
            let reason = Self.lastError()
            unlink(writing.path)
            throw EntryPointsError(
                .handOffNotWritten, "cannot move the entry into \(file.path): \(reason)", at: file.path)
        }
    }

    /// Takes the entry left in the folder, if any, exactly once: it is
    /// removed whatever it holds, so a bad or old file is never read twice.
    ///
    /// - Returns: the entry, or `nil` when none was left (or another process took it first).
    /// - Throws: `EntryPointsError` with code
    ///   `handoff.expired` for an entry older than
    ///   ``maximumAge`` at `now`, `handoff.invalid` for
    ///   a file that is not one complete entry line with its creation time,
    ///   `io.unreadable-file` when the folder cannot be read.
    public func take(at now: Date = Date()) throws(EntryPointsError) -> Taken? {
        let taken = privateFile("taken")
        // NB: the one atomic step: of two takers, one rename finds the file, the other ENOENT.
        guard rename(file.path, taken.path) == 0 else {
            if errno == ENOENT { return nil }
            throw EntryPointsError(.unreadableFile, "cannot take \(file.path): \(Self.lastError())", at: file.path)
        }
        defer { unlink(taken.path) }
        switch readFile(at: taken.path, limit: Self.maximumFileSize) {
        case .bytes(let bytes):
            return try Self.entry(in: bytes, file: file.path, now: now, maximumAge: maximumAge)
        case .tooLarge:
            throw EntryPointsError(
                .handOffInvalid, "\(file.path) is larger than \(Self.maximumFileSize) bytes", at: file.path)
        case .notRegular, .failed:
            throw EntryPointsError(.handOffInvalid, "\(file.path) could not be read", at: file.path)
        }
    }

    /// The entry a hand-off file holds: one entry event line, ended by a
    /// line feed (a file without one was cut short), with its creation time.
    static func entry(in bytes: [UInt8], file: String, now: Date, maximumAge: TimeInterval) throws(EntryPointsError)
        -> Taken
    {
        func invalid(_ problem: String) -> EntryPointsError {
            EntryPointsError(.handOffInvalid, "\(file) \(problem)", at: file)
        }
        guard bytes.last == UInt8(ascii: "\n") else {
            throw invalid("does not end its line: it was cut short while being written")
        }
        let line = bytes.dropLast()
        guard !line.contains(UInt8(ascii: "\n")) else { throw invalid("holds more than one line") }
        let event: IdentifiedEvent
        do {
            event = try line.withUnsafeBufferPointer { bytes throws(EventError) in
                try EventDecoder().decode(line: bytes)
            }
        } catch {
            throw invalid("is not a valid event: \(error.message)")
        }
        guard case .entry(let entry) = event.event else {
            throw invalid("holds a \(event.event.type) event; a hand-off is one entry")
        }
        let object = try? JSONParser().parse(Array(line)).objectValue
        guard let seconds = object?[createdMember]?.numberValue?.doubleValue, seconds.isFinite else {
            throw invalid("has no \"\(createdMember)\" time, in seconds since 1970")
        }
        let created = Date(timeIntervalSince1970: seconds)
        let age = now.timeIntervalSince(created)
        guard age <= maximumAge else {
            throw EntryPointsError(
                .handOffExpired,
                "the entry in \(file) was left \(Int(age)) seconds ago, over the hand-off's maximum age of \(Int(maximumAge)) seconds",
                at: file)
        }
        return Taken(entry: entry, created: created, identity: identityPrefix + String(seconds))
    }

    /// The text of the last system error.
    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
