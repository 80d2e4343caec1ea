import EntryPoints
import EntryPointsTooling

extension Entryd {
    /// Routes events from the input: the command without a subcommand.
    static func route(_ options: Options, input: Input, trap: SignalTrap, console: Console) throws -> ExitStatus {
        if options.routesPath == nil, options.inputPath == nil, input.isTerminal {
            // NB: one line, so someone who typed `entryd` to try it knows which
            // routes answer; never when piped, so scripts see no extra text.
            console.report(Usage.demoTableNote)
        }
        let router = Router(try loadTable(at: options.routesPath, console: console), memory: .hugePages)
        let resolutions = try options.resolutionsPath.map { path throws(EntryPointsError) in
            try LinkResolutions.load(contentsOf: path)
        }
        // NB: from here the read loop answers a stop signal, after the line in progress.
        trap.stopsAtOnce = false
        let session = EventSession(
            router: router,
            options: .init(
                emitState: options.emitState, coldStart: options.coldStart, tracksUnmatched: options.summary,
                maxHeld: options.maxHeld, resolutions: resolutions ?? LinkResolutions())
        )
        let pump = EventPump(
            session: session, output: console.output, maximumLineBytes: options.maximumLineBytes,
            stopRequested: { trap.stopRequested })
        let ending: EventPump.Ending
        if let path = options.inputPath {
            var source = try DescriptorInput(path: path, follow: options.follow, wakingOn: trap.wakeDescriptor)
            ending = pump.run(from: &source)
        } else {
            switch input {
            case .standardInput:
                var source = DescriptorInput(standardInputWakingOn: trap.wakeDescriptor)
                ending = pump.run(from: &source)
            case .bytes(let bytes, let chunkSize):
                var source = MemoryInput(bytes, chunkSize: chunkSize)
                ending = pump.run(from: &source)
            case .terminal(let text):
                var source = MemoryInput(Array(text.utf8), chunkSize: 64 * 1024)
                ending = pump.run(from: &source)
            }
        }
        if options.summary { console.report(session.summary.report()) }
        switch ending {
        case .endOfInput, .stopped:
            return .success
        case .outputClosed:
            // NB: a closed output pipe (`entryd | head -1`) is how a reader
            // says it has seen enough, not an I/O error: end quietly with 0,
            // as `yes | head` does, rather than 74.
            return .success
        case .failed(let error):
            throw error
        }
    }
}
