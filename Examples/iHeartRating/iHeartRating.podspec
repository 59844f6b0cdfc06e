#
# CocoaPods specification of the iHeartRating rating view.
# Validate with `pod spec lint iHeartRating.podspec` before tagging a release.
#

Pod::Spec.new do |s|
  s.name             = "iHeartRating"
  s.version          = "0.2.0"
  s.summary          = "A rating view for iOS that uses any pair of images: hearts, stars, pigeons."
  s.description      = <<-DESC
    HeartRatingView draws an empty image for every rating slot and masks a full
    image over it, so whole, half and fractional ratings can use any artwork.
    It bounds hostile configuration, lays out from its own bounds, and is a
    single adjustable accessibility element.
  DESC
  s.homepage         = "https://github.com/garethpaul/iHeartRating"
  s.author           = "garethpaul"
  s.source           = { :git => "https://github.com/garethpaul/iHeartRating.git", :tag => s.version.to_s }

  s.platform         = :ios, "12.0"
  s.swift_version    = "5.0"
  s.requires_arc     = true
  s.frameworks       = %w[UIKit QuartzCore]

  s.source_files     = "iHeartRating/*.{swift}"
end
