#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The few file operations the benchmark needs, straight on the C library
/// (no Foundation), so that the harness itself stays small and predictable.
enum FileSystem {
    /// The current working directory.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "." }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `path` names a file this process may execute.
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// `path` made absolute with `..` and links resolved, or `path` itself when it does not exist.
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The nearest directory at or above the current one that holds a `Package.swift`.
    static func packageRoot() -> String? {
        var directory = currentDirectory()
        while true {
            if exists(directory + "/Package.swift") { return directory }
            guard let slash = directory.lastIndex(of: "/"), directory != "/" else { return nil }
            directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
        }
    }

    /// The path of the running executable, so the benchmark can start copies of itself.
    static func executablePath() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4_096)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return resolved(CommandLine.arguments[0])
    }

    /// A new, empty directory under `$TMPDIR` (or `/tmp`).
    /// - Throws: ``BenchError`` when it cannot be made.
    static func makeTemporaryDirectory() throws(BenchError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/entrybench.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let made else { throw BenchError("cannot make a directory under \(base)") }
        return made
    }

    /// The whole content of the file at `path`.
    /// - Throws: ``BenchError`` when it cannot be read.
    static func contents(of path: String) throws(BenchError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw BenchError("cannot read \(path)")
            }
            bytes += chunk[..<count]
        }
    }

    /// Creates the file at `path` (or empties it) and writes `bytes` into it, `times` times over.
    /// - Throws: ``BenchError`` when the file cannot be written.
    static func create(_ path: String, with bytes: [UInt8], times: Int = 1) throws(BenchError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw BenchError("cannot create \(path)") }
        defer { close(descriptor) }
        for _ in 0..<times {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes {
                    write(descriptor, $0.baseAddress! + offset, $0.count - offset)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw BenchError("cannot write \(path)")
                }
                offset += written
            }
        }
    }

    /// Removes the file or empty directory at `path`, if any.
    static func remove(_ path: String) {
        if unlink(path) != 0 { rmdir(path) }
    }
}
