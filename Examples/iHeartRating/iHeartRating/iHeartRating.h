//
//  iHeartRating.h
//  iHeartRating
//
//  Umbrella header of the iHeartRating framework. The rating view itself is
//  Swift; Objective-C clients import the generated iHeartRating-Swift.h.
//

#import <UIKit/UIKit.h>

//! Project version number for iHeartRating.
FOUNDATION_EXPORT double iHeartRatingVersionNumber;

//! Project version string for iHeartRating.
FOUNDATION_EXPORT const unsigned char iHeartRatingVersionString[];
