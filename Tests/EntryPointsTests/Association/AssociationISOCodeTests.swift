import Foundation
import Testing

@testable import EntryPoints
@testable import EntryPointsTooling

/// Issue 17: `$(region)` and `$(lang)` stand for exactly the codes of
/// Foundation's `Locale.isoRegionCodes` and `Locale.isoLanguageCodes`
/// (the Event and result formats article (Edge cases)), held against Foundation on the machine that runs
/// the tests.
@Suite("Association ISO code lists")
struct AssociationISOCodeTests {
    typealias Support = AssociationTestSupport

    /// What Linux's Foundation lists in `Locale.isoRegionCodes` and Apple's
    /// does not.
    ///
    /// NB: swift-corelibs-foundation answers `Locale.isoRegionCodes` with
    /// `Locale.Region.isoRegions` (ICU's `uregion_getAvailable`: UN M.49
    /// areas such as `001` and `419`, and the territories `AC`, `CP`, `TA`,
    /// `EU`, `EZ`, `UN`, `QO`), where Apple's Foundation answers ICU's
    /// `uloc_getISOCountries()`, which has none of them. iOS matches with
    /// Apple's list, so that is the one `$(region)` uses.
    static let linuxOnlyRegionCodes: Set<String> = [
        "001", "002", "003", "005", "009", "011", "013", "014", "015", "017", "018", "019", "021", "029",
        "030", "034", "035", "039", "053", "054", "057", "061", "142", "143", "145", "150", "151", "154",
        "155", "202", "419", "AC", "CP", "EU", "EZ", "QO", "TA", "UN",
    ]

    @Test("$(lang) is exactly Foundation's Locale.isoLanguageCodes")
    func languagesAreFoundations() {
        let foundation = FoundationLocaleLists.isoLanguageCodes
        #expect(AssociationISOCodes.languages.count == 615)
        #expect(Set(AssociationISOCodes.languages).count == AssociationISOCodes.languages.count)
        #expect(Set(AssociationISOCodes.languages).subtracting(foundation) == [])
        #expect(Set(foundation).subtracting(AssociationISOCodes.languages) == [])
    }

    @Test("$(region) is exactly Foundation's Locale.isoRegionCodes, as Apple's Foundation lists them")
    func regionsAreFoundations() {
        let foundation = Set(FoundationLocaleLists.isoRegionCodes)
        #expect(AssociationISOCodes.regions.count == 254)
        #expect(Set(AssociationISOCodes.regions).count == AssociationISOCodes.regions.count)
        #expect(Set(AssociationISOCodes.regions).subtracting(foundation) == [])
        #if canImport(Darwin)
            #expect(foundation.subtracting(AssociationISOCodes.regions) == [])
        #else
            #expect(foundation.subtracting(AssociationISOCodes.regions) == Self.linuxOnlyRegionCodes)
        #endif
    }

    @Test("Region codes are two uppercase letters; language codes two or three lowercase letters")
    func shapes() {
        #expect(AssociationISOCodes.regions.allSatisfy { $0.count == 2 && $0.allSatisfy(\.isUppercaseASCII) })
        #expect(
            AssociationISOCodes.languages.allSatisfy { (2...3).contains($0.count) && $0.allSatisfy(\.isLowercaseASCII) }
        )
    }

    @Test("The suggested replacements are themselves not in the lists, and replace them with codes that are")
    func replacements() {
        for (code, replacement) in AssociationISOCodes.replacements {
            let list = code.first!.isUppercase ? AssociationISOCodes.regions : AssociationISOCodes.languages
            #expect(!list.contains(code), "\(code)")
            #expect(list.contains(replacement), "\(replacement)")
        }
    }

    @Test("UK is not a region code; GB is")
    func ukIsNotARegion() throws {
        #expect(!AssociationISOCodes.regions.contains("UK"))
        #expect(try !Support.path("/$(region)/home", claims: "/UK/home"))
        #expect(try Support.path("/$(region)/home", claims: "/GB/home"))
    }

    @Test("$(lang) matches three-letter codes Foundation lists, and not deprecated ones")
    func threeLetterLanguages() throws {
        for code in ["fil", "yue", "haw", "und"] {
            #expect(try Support.path("/$(lang)", claims: "/\(code)"), "\(code)")
        }
        for code in ["tl", "iw", "eng"] {
            #expect(try !Support.path("/$(lang)", claims: "/\(code)"), "\(code)")
        }
    }
}

/// Foundation's deprecated `Locale.isoRegionCodes` and `Locale.isoLanguageCodes`.
///
/// NB: they are the lists the Event and result formats article names; reached through a protocol
/// requirement, they build without a deprecation warning (CI refuses any).
private enum FoundationLocaleLists {
    static var isoRegionCodes: [String] { (Locale.self as any ISOCodeListing.Type).isoRegionCodes }
    static var isoLanguageCodes: [String] { (Locale.self as any ISOCodeListing.Type).isoLanguageCodes }
}

private protocol ISOCodeListing {
    static var isoRegionCodes: [String] { get }
    static var isoLanguageCodes: [String] { get }
}

extension Locale: ISOCodeListing {}

extension Character {
    fileprivate var isUppercaseASCII: Bool { isASCII && isUppercase }
    fileprivate var isLowercaseASCII: Bool { isASCII && isLowercase }
}
