#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the tests run under a sanitizer, which slows code down several
/// times over: wall-clock bounds in tests are multiplied by ``timeScale``.
///
/// NB: the sanitizer runtimes export their entry points, so looking one up
/// in the running program tells whether `--sanitize=` built it.
enum Sanitizers {
    static let isActive: Bool = {
        let program = dlopen(nil, RTLD_NOW)
        defer { if let program { dlclose(program) } }
        let names: [String] = ["__tsan_init", "__asan_init"]
        return names.contains { dlsym(program, $0) != nil }
    }()

    /// How much longer than usual a time-bounded test may take.
    static let timeScale = isActive ? 10 : 1
}
