#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// NB: before anything opens a descriptor, so none can be taken for a standard stream.
StandardDescriptors.occupyClosed()
// NB: all of entryd is in Entryd.run, which the tests also call in-process.
exit(Entryd.run(arguments: CommandLine.arguments.dropFirst()).rawValue)
