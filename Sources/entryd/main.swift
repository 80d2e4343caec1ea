#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// NB: all of entryd is in Entryd.run, which the tests also call in-process.
exit(Entryd.run(arguments: CommandLine.arguments.dropFirst()).rawValue)
