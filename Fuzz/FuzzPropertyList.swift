/// libFuzzer entry point: the input is a property list file, binary
/// (`bplist00`) or XML, as `entryd check --info-plist` reads it.
///
/// Properties (issue 37, item 2): reading never crashes, hangs or exhausts
/// memory, whatever the references of a binary list share; an accepted
/// list holds at most `PropertyList.maximumObjects` objects counted as
/// written out (each shared reference a copy) and nests at most
/// `PropertyList.maximumDepth` deep; reading the same bytes twice gives the
/// same value or the same refusal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    let bytes = Array(input)
    let first = Result { () throws(PropertyList.ReadError) in try PropertyList.read(bytes) }
    let second = Result { () throws(PropertyList.ReadError) in try PropertyList.read(bytes) }
    var problems: [String] = []
    switch (first, second) {
    case (.success(let value), .success(let again)):
        if !same(value, again) { problems.append("two reads gave two values") }
        // NB: the walk stops one past the limit, so a broken bound cannot hang it.
        var objects = 0
        var deepest = 0
        var stack: [(PropertyList, Int)] = [(value, 0)]
        while let (next, depth) = stack.popLast(), objects <= PropertyList.maximumObjects {
            objects += 1
            deepest = max(deepest, depth)
            switch next {
            case .array(let elements): stack += elements.map { ($0, depth + 1) }
            case .dictionary(let members):
                objects += members.count
                stack += members.values.map { ($0, depth + 1) }
            default: break
            }
        }
        if objects > PropertyList.maximumObjects { problems.append("more than \(PropertyList.maximumObjects) objects") }
        if deepest > PropertyList.maximumDepth { problems.append("nested \(deepest) deep") }
    case (.failure(let error), .failure(let again)):
        if error != again { problems.append("two reads gave two refusals") }
        if error.message.isEmpty { problems.append("refused without a reason") }
    default:
        problems.append("one read accepted what the other refused")
    }
    failIfBroken(problems, input: input)
    return 0
}

/// Whether `first` and `second` are the same value: reals and dates
/// compared by their bits (a NaN is never `==` itself), dictionaries by key
/// (their order differs from one instance to the next).
func same(_ first: PropertyList, _ second: PropertyList) -> Bool {
    var pairs = [(first, second)]
    while let (one, other) = pairs.popLast() {
        switch (one, other) {
        case (.real(let left), .real(let right)), (.date(let left), .date(let right)):
            guard left.bitPattern == right.bitPattern else { return false }
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            pairs += zip(left, right)
        case (.dictionary(let left), .dictionary(let right)):
            guard left.count == right.count else { return false }
            for (key, value) in left {
                guard let match = right[key] else { return false }
                pairs.append((value, match))
            }
        default:
            guard one == other else { return false }
        }
    }
    return true
}
