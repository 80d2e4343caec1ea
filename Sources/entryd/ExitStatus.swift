import EntryPoints
import EntryPointsTooling

/// How entryd ends, as a process exit status (the Event and result formats article (Command line)), modelled
/// on argument-parser's `ExitCode`. The codes are sysexits(3)'s.
struct ExitStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    /// 0: the input ended (invalid lines included), a SIGINT or SIGTERM
    /// stopped it, or the output pipe was closed.
    static let success = ExitStatus(rawValue: 0)
    /// 1: an error entryd does not know; none is expected to reach here.
    static let failure = ExitStatus(rawValue: 1)
    /// 64 (`EX_USAGE`): bad arguments.
    static let usage = ExitStatus(rawValue: 64)
    /// 65 (`EX_DATAERR`): the route table was refused.
    static let dataError = ExitStatus(rawValue: 65)
    /// 74 (`EX_IOERR`): the input, the route table or a file it names cannot
    /// be read, or the output cannot be written (other than a closed pipe).
    static let ioError = ExitStatus(rawValue: 74)

    var description: String { String(rawValue) }

    /// The status for an error that ended entryd.
    ///
    /// A refused table means 65, unless one of its errors is a file that
    /// cannot be read (the table itself or an association file), which means 74.
    init(for error: any Error) {
        switch error {
        case let error as EntrydError:
            self = error.exitStatus
        case let error as RouteTableError:
            self = error.errors.contains { $0.code == .unreadableFile } ? .ioError : .dataError
        case let error as EntryPointsError:
            self = error.code == .unreadableFile ? .ioError : .dataError
        default:
            self = .failure
        }
    }

    /// The status for the verdict of `entryd check`.
    init(for status: CheckReport.Status) {
        switch status {
        case .passed: self = .success
        case .refused: self = .dataError
        case .unreadable: self = .ioError
        }
    }
}
