#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input, output and error, made sure to be taken before entryd
/// opens anything.
///
/// NB: `open(2)` and `pipe(2)` return the lowest free descriptor, so with
/// descriptor 0 closed (`entryd <&-`) the signal trap's wake pipe became
/// standard input and entryd waited on itself for ever (issue 31, item 1).
enum StandardDescriptors {
    /// Opens `/dev/null` read-only on each of descriptors 0, 1 and 2 that is
    /// closed: a closed standard input then reads as an input that ended,
    /// and a closed standard output or error still fails every write
    /// (`EBADF`), so the loss is reported (74) rather than silent.
    static func occupyClosed() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
