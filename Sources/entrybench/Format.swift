/// Number formatting for the report, without Foundation: thousands
/// separated by commas, a fixed number of decimals, and units chosen so
/// that each figure reads at a glance.
enum Format {
    /// `value` with `decimals` decimals and grouped thousands: `1,234,567.8`.
    static func number(_ value: Double, decimals: Int = 0) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        var text = grouped(scaled / scale)
        if decimals > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }

    /// `value` with grouped thousands: `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset).isMultiple(of: 3) { text += "," }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }

    /// A duration with three significant digits or so: `312 ns`, `12.3 µs`, `45.6 ms`, `1.23 s`.
    static func duration(nanoseconds: Double) -> String {
        func scaled(_ value: Double, _ unit: String) -> String {
            number(value, decimals: value < 10 ? 2 : value < 100 ? 1 : 0) + " " + unit
        }
        switch nanoseconds {
        case ..<1_000: return scaled(nanoseconds, "ns")
        case ..<1_000_000: return scaled(nanoseconds / 1e3, "µs")
        case ..<1_000_000_000: return scaled(nanoseconds / 1e6, "ms")
        default: return scaled(nanoseconds / 1e9, "s")
        }
    }

    /// A size in kibibytes below 1 MiB, else in mebibytes: `724 KiB`, `9.8 MiB`.
    static func size(_ bytes: Int) -> String {
        bytes < 1_048_576 ? number(Double(bytes) / 1_024) + " KiB" : mebibytes(bytes)
    }

    /// A size in mebibytes: `9.8 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        number(Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    }
}
