#
# The 0.1.6 release of iHeartRating, kept as it was published so that the
# history of the CocoaPods metadata stays reviewable. Do not edit; release a
# new version from ../../iHeartRating.podspec instead.
#

Pod::Spec.new do |s|
  s.name         = 'iHeartRating'
  s.version      = '0.1.6'
  s.summary      = 'Simple ratings view for iOS that uses any image as a rating.'
  s.homepage     = 'https://github.com/garethpaul/iHeartRating'
  s.author       = 'garethpaul'
  s.source       = { git: 'https://github.com/garethpaul/iHeartRating.git', tag: "#{s.version}" }

  s.ios.deployment_target = '9.0'
  s.requires_arc = true

  s.source_files = 'iHeartRating/*.{swift}'
end
