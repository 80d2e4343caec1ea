#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension ChildProcess {
    /// The `posix_spawn` file actions and attributes of one spawn, released with it.
    ///
    /// NB: the child gets `SIGPIPE` back at its default, since the benchmark
    /// ignores it (a child that exits early must not kill the benchmark) and
    /// an ignored signal would otherwise stay ignored across `exec`.
    final class SpawnSetup {
        #if canImport(Darwin)
            private var actions: posix_spawn_file_actions_t? = nil
            private var attributes: posix_spawnattr_t? = nil
        #else
            private var actions = posix_spawn_file_actions_t()
            private var attributes = posix_spawnattr_t()
        #endif

        init() {
            posix_spawn_file_actions_init(&actions)
            posix_spawnattr_init(&attributes)
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGPIPE)
            posix_spawnattr_setsigdefault(&attributes, &signals)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        }

        deinit {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }

        /// Opens `path` as the child's descriptor `descriptor`.
        func open(_ descriptor: Int32, _ path: String, _ flags: Int32) {
            posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
        }

        /// Makes the child's `target` a copy of the parent's `descriptor`.
        func duplicate(_ descriptor: Int32, to target: Int32) {
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }

        /// Starts `path`; returns 0 or an `errno` value.
        func spawn(_ pid: inout pid_t, _ path: String, _ argv: [UnsafeMutablePointer<CChar>?]) -> Int32 {
            #if canImport(Darwin)
                // NB: Darwin's headers do not declare `environ` to programs.
                let environment = _NSGetEnviron().pointee
            #else
                let environment = environ
            #endif
            return posix_spawn(&pid, path, &actions, &attributes, argv, environment)
        }
    }
}
