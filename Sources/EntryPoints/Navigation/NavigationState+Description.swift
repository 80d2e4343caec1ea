extension NavigationState: CustomStringConvertible {
    /// Compact JSON text of FORMATS section 4:
    /// `{"tab":"home","stacks":{"home":[],…},"modal":[],"flags":{}}`.
    public var description: String { jsonValue.jsonText }
}
