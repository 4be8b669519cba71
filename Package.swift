// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "mediactl",
  products: [
    .executable(name: "mediactl", targets: ["mediactl"]),
    .library(name: "MediaCtlKit", targets: ["MediaCtlKit"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "MediaCtlKit"),
    .executableTarget(name: "mediactl", dependencies: ["MediaCtlKit"]),
    .testTarget(
      name: "MediaCtlKitTests",
      dependencies: ["MediaCtlKit"],
      exclude: ["Golden", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
