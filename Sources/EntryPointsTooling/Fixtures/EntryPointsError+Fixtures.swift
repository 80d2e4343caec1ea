import EntryPoints

extension EntryPointsError.Code {
    // Errors of the fixture runner (`entryd test`) and of the declarations
    // check (`entryd check --info-plist --entitlements`).

    /// A path given to the fixture runner that holds no fixture folder.
    public static let fixtureNotFound = Self(rawValue: "fixture.not-found")
    /// A fixture's `args` file names an option the runner does not know or
    /// gives one a bad value.
    public static let fixtureBadArguments = Self(rawValue: "fixture.bad-arguments")
    /// A folder below a fixture path that cannot be run: its name is not
    /// UTF-8, or it cannot be listed.
    public static let fixtureUnreadableFolder = Self(rawValue: "fixture.unreadable-folder")
    /// A fixture folder without `expected.jsonl` (record it with `entryd test --record`).
    public static let fixtureNoExpectation = Self(rawValue: "fixture.no-expected")
    /// A fixture folder without `expected.jsonl` whose `events.jsonl` is a
    /// recording (`EntryRecorder`'s lines) that cannot be its own
    /// expectation: a line without its outcome, or one that lost later outcomes.
    public static let fixtureBadRecording = Self(rawValue: "fixture.bad-recording")
    /// A file given as an Info.plist or entitlements file that is not a
    /// property list with a dictionary at its root.
    public static let invalidPropertyList = Self(rawValue: "plist.invalid")
    /// A property list holding more objects than the check reads (100,000,
    /// each reference to a shared object of a binary list counted as a copy).
    public static let propertyListTooManyObjects = Self(rawValue: "plist.too-many-objects")
}
