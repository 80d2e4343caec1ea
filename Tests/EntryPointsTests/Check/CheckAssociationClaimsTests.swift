import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// The check's prefix-filtered evaluation must never disagree with the file's own.
@Suite("Check: association claims")
struct CheckAssociationClaimsTests {
    static let files: [(String, [AssociationFixtureTests.Case])] = [
        ("shop.json", AssociationFixtureTests.shopCases), ("travel.json", AssociationFixtureTests.travelCases),
        ("news-legacy.json", AssociationFixtureTests.newsCases),
        ("wiki-international.json", AssociationFixtureTests.wikiCases),
    ]

    @Test("The same verdicts as AssociationFile.evaluate, on every association fixture case", arguments: files)
    func sameVerdicts(_ name: String, _ cases: [AssociationFixtureTests.Case]) throws {
        let file = try AssociationTestSupport.fixture(name)
        for check in cases {
            let url = AssociationURL(testing: check.url)
            // Trailing slashes and case change which rules the literal prefix lets through.
            let variants = [
                url, AssociationURL(path: url.path + "/", query: url.query, fragment: url.fragment),
                AssociationURL(path: url.path.uppercased(), query: url.query, fragment: url.fragment),
            ]
            for variant in variants {
                #expect(
                    AssociationClaims(file, appID: check.app).evaluate(variant)
                        == file.evaluate(variant, appID: check.app),
                    "\(variant.path) for \(check.app)")
            }
        }
    }
}
