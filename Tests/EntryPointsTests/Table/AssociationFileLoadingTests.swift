import Testing

@testable import EntryPoints

@Suite("Route table decoding: association files")
struct AssociationFileLoadingTests {
    private let appID: JSONValue = "ABCDE12345.com.example.app"

    @Test("Each named file is loaded through the closure with its host and path")
    func loadsEachFile() throws {
        let json: JSONValue = [
            "appID": appID, "routes": [],
            "associationFiles": ["example.com": "aasa/example.json", "other.org": "aasa/other.json"],
        ]
        // NB: the sample files carry an unknown `marker` key to tell them apart, which warns.
        let table = try RouteTable(json: json, warnings: .ignore) { host, path throws(EntryPointsError) in
            do { return try sampleAssociationFile("\(host)|\(path)") } catch {
                throw EntryPointsError(.badAssociationFile, "\(error)")
            }
        }
        #expect(
            try table.loadedAssociationFiles == [
                "example.com": sampleAssociationFile("example.com|aasa/example.json"),
                "other.org": sampleAssociationFile("other.org|aasa/other.json"),
            ])
    }

    @Test("A loader error is reported at the host, keeping its code, naming the file and the place in it")
    func loaderErrorKeepsCode() {
        let json: JSONValue = ["appID": appID, "routes": [], "associationFiles": ["example.com": "aasa.json"]]
        let errors = decodingErrors(json) { _, _ throws(EntryPointsError) in
            throw EntryPointsError(.badAssociationFile, "expected an array, found string", at: "applinks.details")
        }
        #expect(
            errors == [
                EntryPointsError(
                    .badAssociationFile, "aasa.json at applinks.details: expected an array, found string",
                    at: "associationFiles.example.com")
            ])
    }

    @Test("Every file is tried, even after one fails")
    func triesEveryFile() {
        let json: JSONValue = [
            "appID": appID, "routes": [], "associationFiles": ["a.com": "a.json", "b.com": "b.json"],
        ]
        let errors = decodingErrors(json) { host, path throws(EntryPointsError) in
            throw EntryPointsError(.unreadableFile, "cannot read \(path)")
        }
        #expect(
            errors.map(\.description) == [
                "associationFiles.a.com: a.json: cannot read a.json",
                "associationFiles.b.com: b.json: cannot read b.json",
            ])
        #expect(errors.map(\.code) == [.unreadableFile, .unreadableFile])
    }

    @Test("Association files without an appID are refused")
    func missingAppID() throws {
        let file = try sampleAssociationFile()
        let json: JSONValue = ["routes": [], "associationFiles": ["example.com": "aasa.json"]]
        let errors = decodingErrors(json) { _, _ in file }
        #expect(
            errors == [
                EntryPointsError(
                    .missingAppID, "association files need \"appID\", the app they must name", at: "associationFiles")
            ])
    }

    @Test("A table built in code with association files but no appID is refused")
    func missingAppIDInCode() throws {
        var table = RouteTable(routes: [])
        table.associationFiles = ["example.com": try sampleAssociationFile()]
        #expect(table.validate().map(\.code) == [.missingAppID])
    }

    @Test("Without a loader, a table that names association files is refused")
    func noLoader() {
        let json: JSONValue = ["appID": appID, "routes": [], "associationFiles": ["example.com": "aasa.json"]]
        #expect(
            decodingErrors(json) == [
                EntryPointsError(
                    .unreadableFile, "cannot load the table's 1 association file from here: no file loader was given",
                    at: "associationFiles")
            ])
    }

    @Test("Without a loader, an empty associationFiles object is fine")
    func noLoaderNoFiles() throws {
        #expect(
            try RouteTable(json: ["routes": [], "associationFiles": [:]], warnings: .refuse).associationFiles.isEmpty)
    }

    @Test("A path that is not a string is reported and not loaded")
    func pathWrongType() {
        let json: JSONValue = ["appID": appID, "routes": [], "associationFiles": ["example.com": 1]]
        var calls = 0
        let errors = decodingErrors(json) { _, _ throws(EntryPointsError) in
            calls += 1
            throw EntryPointsError(.unreadableFile, "unexpected")
        }
        #expect(errors.map(\.description) == ["associationFiles.example.com: expected a string, found number"])
        #expect(calls == 0)
    }

    @Test("associationFiles must be an object")
    func notAnObject() {
        #expect(
            decodingProblems(["appID": appID, "routes": [], "associationFiles": ["aasa.json"]]) == [
                "associationFiles: expected an object, found array"
            ])
    }

    @Test("A host with a wildcard is refused: one file serves its subdomains")
    func wildcardHost() throws {
        let file = try sampleAssociationFile()
        let json: JSONValue = ["appID": appID, "routes": [], "associationFiles": ["*.example.com": "aasa.json"]]
        let errors = decodingErrors(json) { _, _ in file }
        #expect(errors.map(\.code) == [.badDomain])
        #expect(errors.map(\.location) == ["associationFiles.*.example.com"])
    }
}
