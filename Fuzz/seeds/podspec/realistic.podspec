# A realistic spec
Pod::Spec.new do |s|
  s.name             = "iHeartRating"
  s.version          = "0.2.0"
  s.summary          = 'Simple \'Ratings\' View'
  s.description      = <<~DESC
    Use any image as a rating: #{s.name} hearts.
      Indented\tline
  DESC
  s.license          = { :type => 'MIT', file: 'LICENSE', "x": [1, -2, 3.5] }
  s.source           = { :git => "https://github.com/garethpaul/iHeartRating.git", :tag => "v#{s.version}" }
  s.platform         = :ios, '12.0'
  s.ios.deployment_target = '12.0'
  s.source_files     = %w[iHeartRating/*.{swift} Other/**]
  s.requires_arc     = true; s.static_framework = nil
  s.dependency 'A', '~> 1.0', :git => 'u', branch: "main"
  s.subspec('Core') { |c| c.frameworks = %i(UIKit) }
=begin
doc
=end
end
