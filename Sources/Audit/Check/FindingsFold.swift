import LayoutEngine

extension Checker {
  /// Observations folded into what a file's findings need: each finding's key in the order first
  /// seen, its first observation (with its path), its worst, and the scenes it was seen in. Each
  /// batch of scenes is folded on its own core as it is laid out, and the batches' folds are
  /// merged in batch order, so no list of observations per scene is ever kept: the memory is the
  /// findings', one bit a scene each.
  struct FindingsFold: Sendable {
    var order: [FindingKey] = []
    /// The observation of the first scene (in the variants' order) each key was seen in, and that
    /// scene: batches hold whole columns, so the scene order is not the order they are seen in.
    var first: [FindingKey: Observation] = [:]
    var firstScene: [FindingKey: Int] = [:]
    var worst: [FindingKey: Observation] = [:]
    var scenes: [FindingKey: SceneSet] = [:]
    /// The file's scene count, the size of each scene set.
    let sceneCount: Int

    init(sceneCount: Int) {
      self.sceneCount = sceneCount
    }

    /// Adds what the rules saw in scene `scene`, laid out as `result` (for the path of a finding's
    /// first observation: building the dotted path is dear, so only those get one).
    mutating func add(_ found: [Observation], scene: Int, result: LayoutResult) {
      for observation in found {
        let key = FindingKey(observation)
        if let seen = scenes[key] {
          // A node can show several times in one layout (variants of one source); once per scene.
          guard !seen.contains(scene) else { continue }
        } else {
          order.append(key)
        }
        if scene < firstScene[key] ?? .max {
          var firstSeen = observation
          firstSeen.node.path = result.path(of: observation.index)
          first[key] = firstSeen
          firstScene[key] = scene
        }
        scenes[key, default: SceneSet(count: sceneCount)].insert(scene)
        if observation.measure > worst[key]?.measure ?? -.infinity { worst[key] = observation }
      }
    }

    /// Adds `later`, the fold of the scenes after this one's.
    mutating func merge(_ later: FindingsFold) {
      for key in later.order {
        if scenes[key] == nil {
          order.append(key)
          scenes[key] = later.scenes[key]
        } else if let seen = later.scenes[key] {
          scenes[key]!.formUnion(seen)
        }
        if let scene = later.firstScene[key], scene < firstScene[key] ?? .max {
          first[key] = later.first[key]
          firstScene[key] = scene
        }
        if let worse = later.worst[key], worse.measure > worst[key]?.measure ?? -.infinity {
          worst[key] = worse
        }
      }
    }
  }
}
