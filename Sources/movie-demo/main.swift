import MovieSample

MovieSampleDemo.run()
print("movies")
