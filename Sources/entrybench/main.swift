#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

exit(Entrybench.main(arguments: Array(CommandLine.arguments.dropFirst())))
