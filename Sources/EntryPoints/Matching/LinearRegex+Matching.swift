/// Turns a parsed expression into ``LinearRegex`` instructions (Thompson's construction).
struct LinearRegexCompiler {
    var program: [LinearRegex.Instruction] = []
    /// How many nodes ``emit(_:)`` has visited, counted repetitions expanded.
    private(set) var work = 0
    /// The most nodes one compilation may visit: 20 per instruction of the
    /// largest program.
    ///
    /// NB: the instruction cap alone does not bound the work, since a node
    /// that matches only the empty value emits nothing: `(){1000}{1000}{1000}`
    /// is a billion visits and no instruction. With this cap it is refused
    /// after 20,000, in well under a millisecond.
    static let maximumWork = 20 * LinearRegex.maximumProgramSize

    /// Appends the instructions for `node`.
    /// - Throws: a refusal as soon as the program grows past ``LinearRegex/maximumProgramSize``,
    ///   so a pattern such as `(a{1000}){1000}` is refused before it is expanded,
    ///   or as soon as the work passes ``maximumWork``.
    /// - Complexity: O(``maximumWork``) whatever the pattern; the recursion is as
    ///   deep as the tree, which the parser caps at ``LinearRegexParser/maximumDepth``.
    mutating func emit(_ node: LinearRegexNode) throws(LinearRegex.Refusal) {
        work += 1
        guard work <= Self.maximumWork else {
            throw LinearRegex.Refusal(
                offset: nil,
                reason: "compiling it takes more than \(Self.maximumWork) steps "
                    + "(write fewer or smaller counted repetitions, especially of groups that can match nothing)")
        }
        guard program.count <= LinearRegex.maximumProgramSize else {
            throw LinearRegex.Refusal(
                offset: nil,
                reason: "it expands to more than \(LinearRegex.maximumProgramSize) instructions "
                    + "(write fewer or smaller counted repetitions)")
        }
        switch node {
        case .empty:
            break
        case .scalar(let scalar):
            program.append(.scalar(scalar))
        case .set(let set):
            program.append(.set(set))
        case .concatenation(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split …
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { try emit(inner) }
            if let maximum {
                // Each optional copy: split body, end.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try emit(inner)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                // loop: split body, end; body; jump loop
                let loop = program.count
                program.append(.split(loop + 1, 0))
                try emit(inner)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}

extension LinearRegex {
    /// Whether the expression matches all of `text`.
    ///
    /// - Complexity: at most 2 × *m* × (*n* + 1) steps, *m* the program size (at most
    ///   ``maximumProgramSize``) and *n* the number of Unicode scalars in `text`.
    func matchesWhole(_ text: String) -> Bool {
        var steps = 0
        return matchesWhole(text, steps: &steps)
    }

    /// ``matchesWhole(_:)`` that also counts its steps (instructions visited),
    /// so tests can prove the bound without timing anything.
    func matchesWhole(_ text: String, steps: inout Int) -> Bool {
        guard text.utf8.count <= Self.maximumValueLength else { return false }
        let size = program.count
        // NB: `mark[pc] == generation` means pc is already in the list being built,
        // so each instruction enters each list at most once: the linear bound.
        var mark = [Int](repeating: -1, count: size)
        var current: [Int] = []
        var next: [Int] = []
        var stack: [Int] = []
        current.reserveCapacity(size)
        next.reserveCapacity(size)
        var generation = 0
        addThread(0, to: &current, mark: &mark, generation: generation, stack: &stack, steps: &steps)
        for scalar in text.unicodeScalars {
            guard !current.isEmpty else { return false }
            generation += 1
            next.removeAll(keepingCapacity: true)
            for pc in current {
                steps += 1
                let advances: Bool
                switch program[pc] {
                case .scalar(let expected): advances = scalar == expected
                case .set(let set): advances = set.contains(scalar)
                default: advances = false
                }
                if advances {
                    addThread(pc + 1, to: &next, mark: &mark, generation: generation, stack: &stack, steps: &steps)
                }
            }
            swap(&current, &next)
        }
        for pc in current {
            if case .match = program[pc] { return true }
        }
        return false
    }

    /// Adds `pc` and everything reachable from it without consuming a scalar.
    private func addThread(
        _ pc: Int, to list: inout [Int], mark: inout [Int], generation: Int, stack: inout [Int], steps: inout Int
    ) {
        stack.append(pc)
        while let pc = stack.popLast() {
            guard mark[pc] != generation else { continue }
            mark[pc] = generation
            steps += 1
            switch program[pc] {
            case .jump(let target):
                stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .scalar, .set, .match:
                list.append(pc)
            }
        }
    }
}
