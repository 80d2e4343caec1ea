extension NavigationState {
    /// Sets flags as a `state` event does, in order, and unwinds each guard
    /// revoked on the way.
    ///
    /// A flag set to `false` that was `true` or unset revokes the guard of
    /// that name; when `table` says that guard unwinds (`"onRevoke": "unwind"`),
    /// its screens (``RouteTable/screens(unwoundByRevoking:)``) go, with
    /// everything above them (``unwind(screens:)``). A flag that was already
    /// `false` revokes nothing.
    ///
    /// ```swift
    /// state.setFlags([("signedIn", false)], table: table)   // inbox, thread and what is above them go
    /// ```
    public mutating func setFlags(_ flags: some Sequence<(name: String, value: Bool)>, table: RouteTable) {
        for (name, value) in flags {
            let revokes = !value && self.flags[name] != false
            setFlag(name, to: value)
            if revokes { unwind(screens: table.screens(unwoundByRevoking: name)) }
        }
    }

    /// Removes every screen named in `screens` from each tab's stack and
    /// from `modal`, together with every screen above it. The selected tab
    /// does not change.
    ///
    /// Screens are matched by name only: parameters and the route that put
    /// a screen there do not matter.
    ///
    /// - Complexity: O(*s*) in the number of screens in the state.
    public mutating func unwind(screens: Set<String>) {
        guard !screens.isEmpty else { return }
        for (tab, stack) in stacks {
            guard let first = stack.firstIndex(where: { screens.contains($0.name) }) else { continue }
            stacks[tab] = Array(stack[..<first])
        }
        if let first = modal.firstIndex(where: { screens.contains($0.name) }) {
            modal.removeSubrange(first...)
        }
    }
}
